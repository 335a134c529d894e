// The top of the dashboard for a site that is not yet its owner's: the first-run setup on a new
// site (until finished or skipped), then the "Make it yours" checklist until every step is done.
// Without the settings (still loading, or refused) it shows nothing and the dashboard stands alone.
import { useState } from 'react';
import type { SiteSettings } from '../../api/settings';
import { useSettings } from '../settings/settingsApi';
import { FirstRunSetup } from './FirstRunSetup';
import { MakeItYoursChecklist } from './MakeItYoursChecklist';
import { closeSetupHere, isNewSite, setupClosedHere } from './newSite';

function Start({ settings }: { settings: SiteSettings }) {
  // Decided once, when the settings first arrive: saving the name in step 1 does not end the setup.
  const [setupOpen, setSetupOpen] = useState(() => isNewSite(settings) && !setupClosedHere());
  if (setupOpen) {
    return (
      <FirstRunSetup
        settings={settings}
        onClose={() => {
          closeSetupHere();
          setSetupOpen(false);
        }}
      />
    );
  }
  return <MakeItYoursChecklist settings={settings} />;
}

export function OwnerStart() {
  const { query } = useSettings();
  return query.data ? <Start settings={query.data} /> : null;
}
