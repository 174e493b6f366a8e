import Button from '@mui/material/Button';
import { routeErrorMessages } from '@quillbid/shared';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/chunkLoad';
import { reportClientError } from '../lib/reportClientError';
import { ErrorPanel } from './ErrorPanel';

/**
 * A route's error boundary: the panel in place of the page, and a report of the failure to the server. The layout
 * around it stays; the router clears it on the next navigation.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notLoaded = error instanceof ChunkLoadError;
  useEffect(() => reportClientError(notLoaded ? 'chunk' : 'render', error, pathname), [error, notLoaded, pathname]);
  return (
    <ErrorPanel
      explanation={notLoaded ? routeErrorMessages.loadFailed : routeErrorMessages.renderFailed}
      otherAction={
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {routeErrorMessages.goToDashboard}
        </Button>
      }
    />
  );
}
