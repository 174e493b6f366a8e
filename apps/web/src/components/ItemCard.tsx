import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface ItemCardProps {
  title: string;
  description: string;
  badge?: string;
  editTo: string;
  onDelete: () => void;
}

/** A saved profile or template in its list: what it is, and its edit and delete actions. */
export function ItemCard({ title, description, badge, editTo, onDelete }: ItemCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {badge && <Chip label={badge} size="small" color="primary" variant="outlined" sx={{ mb: 1.5 }} />}
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${title}`}>
          <EditRoundedIcon />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={`Delete ${title}`} color="error">
          <DeleteOutlineRoundedIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
