// The profile's side card: initial, name, role label and username.
import { Card } from "@blueprintjs/core";
import { roleLabel } from "@/lib/session/roles";
import { initialOf, type ProfileValues } from "../lib/profile-forms";

export function ProfileSideCard({ profile, role }: { profile: ProfileValues; role: string }) {
  return (
    <Card className="prof-side" aria-label="Resumen del perfil" role="region">
      <div className="prof-avatar" aria-hidden>
        {initialOf(profile)}
      </div>
      <h2 className="prof-name">{profile.name}</h2>
      <p className="prof-role">{roleLabel(role)}</p>
      <p className="prof-username">@{profile.username}</p>
    </Card>
  );
}
