// The top of the dashboard for a site that is not yet its owner's: the first-run setup on a new
// site (until finished or skipped, at the step the server says), then the "Make it yours"
// checklist until every step is done. Without the settings or the setup's place (still loading,
// or refused) it shows nothing and the dashboard stands alone.
import { useState } from 'react';
import type { SetupProgressDto } from '../../api/adminTypes';
import type { SiteSettings } from '../../api/settings';
import { useAdminQuery } from '../adminApi';
import { useSettings } from '../settings/settingsApi';
import { FirstRunSetup } from './FirstRunSetup';
import { MakeItYoursChecklist } from './MakeItYoursChecklist';
import { SETUP_API, setupOpens } from './newSite';

function Start({ settings, progress }: { settings: SiteSettings; progress: SetupProgressDto }) {
  // Decided once, when both first arrive: saving the name in step 1 does not end the setup.
  const [setupOpen, setSetupOpen] = useState(() => setupOpens(settings, progress));
  if (setupOpen) return <FirstRunSetup settings={settings} firstStep={progress.step} onClose={() => setSetupOpen(false)} />;
  return <MakeItYoursChecklist settings={settings} />;
}

export function OwnerStart() {
  const { query } = useSettings();
  const { query: progress } = useAdminQuery<SetupProgressDto>([SETUP_API]);
  return query.data && progress.data ? <Start settings={query.data} progress={progress.data} /> : null;
}
