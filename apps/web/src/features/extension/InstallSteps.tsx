import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CopyableCode } from './CopyableCode';

const BUILD_COMMAND = 'npm run build -w apps/extension';
const ZIP_PATH = 'apps/extension/dist/quillbid-extension-0.1.0-chrome.zip';
const UNPACKED_FOLDER = 'apps/extension/dist/chrome-mv3';
const EXTENSIONS_PAGE = 'chrome://extensions';

/** How to load the unpacked build into Chrome and link it, in the order the user does it. */
export function InstallSteps() {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="install-steps-title" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id="install-steps-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Install the extension
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5, '& li': { pl: 0.5, lineHeight: 1.7 } }}>
        <li>
          Build it: <CopyableCode>{BUILD_COMMAND}</CopyableCode> (or use the zip <CopyableCode>{ZIP_PATH}</CopyableCode>
          ).
        </li>
        <li>
          Open <CopyableCode>{EXTENSIONS_PAGE}</CopyableCode> in Chrome, turn on Developer mode, click “Load unpacked”
          and choose <CopyableCode>{UNPACKED_FOLDER}</CopyableCode> (or drag the zip onto the page).
        </li>
        <li>Pin Quillbid and click its toolbar icon: the side panel opens.</li>
        <li>Click “Connect” in the panel (or the Connect extension button on this page).</li>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        What it does
      </Typography>
      <Typography color="text.secondary">
        On an Upwork job page the panel reads the job and writes the draft from your profile. On the apply page,
        “Insert” fills in the cover letter for you to review. It never submits anything.
      </Typography>
    </Paper>
  );
}
