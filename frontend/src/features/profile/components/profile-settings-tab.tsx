// Settings tab: notifications, e-mails and dark mode toggles, held in page memory only.
import { Switch } from "@blueprintjs/core";
import { useState } from "react";
import {
  DEFAULT_PROFILE_PREFERENCES,
  PREFERENCE_ITEMS,
  type ProfilePreferences,
} from "../data/profile-preferences";

export function ProfileSettingsTab({
  initial = DEFAULT_PROFILE_PREFERENCES,
}: {
  initial?: ProfilePreferences;
}) {
  const [preferences, setPreferences] = useState(initial);
  return (
    <div className="prof-form">
      <h3 className="prof-section-title">Preferencias</h3>
      <ul className="prof-toggles">
        {PREFERENCE_ITEMS.map(({ key, label, description }) => (
          <li key={key}>
            <div>
              <span className="prof-toggle-label" id={`pref-${key}`}>
                {label}
              </span>
              <span className="prof-toggle-description">{description}</span>
            </div>
            <Switch
              large
              aria-labelledby={`pref-${key}`}
              checked={preferences[key]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setPreferences((current) => ({ ...current, [key]: checked }));
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
