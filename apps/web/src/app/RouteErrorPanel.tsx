import Button from '@mui/material/Button';
import { routeErrorMessages } from '@quillbid/shared';
import { Link as RouterLink, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/chunkLoad';
import { ErrorPanel } from './ErrorPanel';

/**
 * A route's error boundary: the panel in place of the page. The layout around it stays; the router clears it on
 * the next navigation.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  return (
    <ErrorPanel
      explanation={error instanceof ChunkLoadError ? routeErrorMessages.loadFailed : routeErrorMessages.renderFailed}
      otherAction={
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {routeErrorMessages.goToDashboard}
        </Button>
      }
    />
  );
}
