import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { authMessages } from '@quillbid/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentUser } from '../../lib/currentUser';
import { AccountTab } from './AccountTab';
import { BillingTab } from './BillingTab';
import { PackagesTab } from './PackagesTab';
import { ResourcesTab } from './ResourcesTab';
import { requestedTab, tabLabels, visibleTabs, type SettingsTab } from './settingsTabs';

export function SettingsPage() {
  const location = useLocation();
  const [selected, setSelected] = useState<SettingsTab>(() => requestedTab(location.state) ?? 'account');
  const { data: user, isPending, error } = useCurrentUser();
  const tabs = visibleTabs(user);
  const current = tabs.includes(selected) ? selected : 'account';

  return (
    <>
      <title>Settings · Quillbid</title>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      <Card sx={{ p: 0 }}>
        <Tabs
          value={current}
          onChange={(_event, tab: SettingsTab) => setSelected(tab)}
          aria-label="Settings sections"
          // Four tabs are wider than a phone: they scroll, with arrows so the last one can be found.
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={tabLabels[tab]}
              id={`settings-tab-${tab}`}
              aria-controls={`settings-panel-${tab}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`settings-panel-${current}`}
          aria-labelledby={`settings-tab-${current}`}
          sx={{ p: { xs: 2.5, md: 4 } }}
        >
          {user ? (
            // Kept mounted behind the other tabs, so edits not saved yet are still there on coming back.
            <Box hidden={current !== 'account'}>
              <AccountTab key={user._id} user={user} />
            </Box>
          ) : (
            current === 'account' &&
            (isPending ? (
              <PageSpinner />
            ) : (
              <Alert severity="error">{error?.message || authMessages.authContextFailed}</Alert>
            ))
          )}
          {current === 'packages' && <PackagesTab />}
          {current === 'billing' && user && <BillingTab user={user} />}
          {current === 'resources' && user?.subscription && (
            <ResourcesTab subscription={user.subscription} usage={user.usage} />
          )}
        </Box>
      </Card>
    </>
  );
}
