import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AttachMoneyRoundedIcon from '@mui/icons-material/AttachMoneyRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import EmojiEmotionsRoundedIcon from '@mui/icons-material/EmojiEmotionsRounded';
import FormatBoldRoundedIcon from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRoundedIcon from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { wrapSelectionAsSnippet } from './aiSnippet';
import { symbolSets, type SymbolSetName } from './symbols';
import { SymbolMenu } from './SymbolMenu';

const menus: { name: SymbolSetName; label: string; icon: ReactNode }[] = [
  { name: 'emoji', label: 'Insert emoji', icon: <EmojiEmotionsRoundedIcon fontSize="small" /> },
  { name: 'arrows', label: 'Insert arrow', icon: <ArrowForwardRoundedIcon fontSize="small" /> },
  { name: 'bullets', label: 'Insert bullet', icon: <FormatListBulletedRoundedIcon fontSize="small" /> },
  { name: 'currencies', label: 'Insert currency', icon: <AttachMoneyRoundedIcon fontSize="small" /> },
];

export function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ bold: current.isActive('bold'), italic: current.isActive('italic') }),
  });

  const toggle = (name: string, pressed: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={name}>
      <IconButton
        size="small"
        aria-label={name}
        aria-pressed={pressed}
        color={pressed ? 'primary' : 'default'}
        onClick={run}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Stack
      role="toolbar"
      aria-label={`${label} formatting`}
      direction="row"
      spacing={0.5}
      sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', alignItems: 'center' }}
    >
      {toggle('Bold', active.bold, <FormatBoldRoundedIcon fontSize="small" />, () =>
        editor.chain().focus().toggleBold().run(),
      )}
      {toggle('Italic', active.italic, <FormatItalicRoundedIcon fontSize="small" />, () =>
        editor.chain().focus().toggleItalic().run(),
      )}
      <Tooltip title="Mark as AI snippet {…}">
        <IconButton
          size="small"
          aria-label="Mark as AI snippet"
          color="secondary"
          onClick={() => wrapSelectionAsSnippet(editor)}
        >
          <AutoAwesomeRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem />
      {menus.map((menu) => (
        <SymbolMenu
          key={menu.name}
          label={menu.label}
          icon={menu.icon}
          symbols={symbolSets[menu.name]}
          onInsert={(symbol) => editor.chain().focus().insertContent(symbol).run()}
        />
      ))}
    </Stack>
  );
}
