import { graphql, useFragment } from 'react-relay';
import type { NotificationSettings_user$key } from '../../../__generated__/NotificationSettings_user.graphql.ts';
import type * as Generated from '../../../__generated__/useUpdateNotificationSettingsMutation.graphql.ts';
import { useUpdateNotificationSettingsMutation as useUpdateSettings } from './useUpdateNotificationSettingsMutation.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { trackLead } from '../../../platform/analytics/analytics.ts';
import type { NotifyKey } from '@tote/contract/profile';

type useUpdateNotificationSettingsMutation = Generated.useUpdateNotificationSettingsMutation;

type Channel = 'email' | 'sms';
/** Its email is the shop's marketing email (contract/profile.ts): turning it on makes a lead. */
const MARKETING_EMAIL: NotifyKey = 'promotions';

/** Notification settings: each kind of message by email and by text, saved as it is toggled. */
export function NotificationSettings({ user }: { user: NotificationSettings_user$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationSettings_user on User {
        id
        notificationSettings {
          key
          label
          description
          email
          sms
        }
      }
    `,
    user,
  );
  const [update] = useUpdateSettings();
  const settings = data.notificationSettings;
  if (!settings)
    return (
      <p className="account-card__text">
        Your notification settings are not available right now. Please try again later.
      </p>
    );

  const toggle = async (key: string, channel: Channel, value: boolean) => {
    const optimisticResponse = {
      updateNotificationSettings: {
        viewer: {
          id: data.id,
          notificationSettings: settings.map((s) => (s.key === key ? { ...s, [channel]: value } : s)),
        },
        userErrors: [],
      },
    } as unknown as useUpdateNotificationSettingsMutation['response'];
    try {
      const { updateNotificationSettings: payload } = await update(
        { input: { settings: [{ key, [channel]: value }] } },
        { optimisticResponse },
      );
      const [first] = payload.userErrors;
      if (first) showToast(first.message, 'error');
      else if (key === MARKETING_EMAIL && channel === 'email' && value)
        trackLead('newsletter', { lead_source: 'profile' });
    } catch {
      // The network layer has shown the failure; the optimistic change is rolled back.
    }
  };

  return (
    <table className="notify-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Notification</span>
          </th>
          <th scope="col">Email</th>
          <th scope="col">Text</th>
        </tr>
      </thead>
      <tbody>
        {settings.map((setting) => (
          <tr key={setting.key}>
            <th scope="row">
              <span className="notify-table__label">{setting.label}</span>
              <span className="notify-table__description">{setting.description}</span>
            </th>
            {(['email', 'sms'] as const).map((channel) => (
              <td key={channel}>
                <input
                  type="checkbox"
                  role="switch"
                  className="switch"
                  checked={setting[channel]}
                  aria-label={`${setting.label} by ${channel === 'email' ? 'email' : 'text message'}`}
                  onChange={(event) => void toggle(setting.key, channel, event.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
