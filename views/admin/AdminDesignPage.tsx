// /admin/design: the accent colour, previewed in light and dark mode with its contrast, and the
// site icon; saved as the settings' design section (PATCH /api/admin/settings { design }).
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { DesignSection } from './settings/DesignSection';
import { useSettings } from './settings/settingsApi';

export default function AdminDesignPage() {
  const state = useSettings();
  return (
    <AdminLayout title="Design" intro="One colour for the whole site, readable in light and dark mode whatever you choose, and your site icon." narrow>
      <AdminQueryView state={state} gateTitle="Access Design" failureMessage="Failed to load the settings" loadingLabel="Loading the design...">
        {(settings) => <DesignSection settings={settings} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
