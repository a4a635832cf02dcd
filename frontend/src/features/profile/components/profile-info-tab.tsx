// Profile tab: full name and username, editable after 'Editar perfil' and saved on the server; the
// role is read-only. A taken username or a blank name comes back as the server's Spanish message.
import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { Edit, FloppyDisk } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { roleLabel } from "@/lib/session/roles";
import { useUpdateOwnProfile } from "../api/use-update-own-profile";
import { PROFILE_SAVED, canSaveProfile, profileUpdate, type ProfileValues } from "../lib/profile-forms";

export interface ProfileInfoTabProps {
  profile: ProfileValues;
  role: string;
}

export function ProfileInfoTab({ profile, role }: ProfileInfoTabProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(profile);
  const updateProfile = useUpdateOwnProfile();

  function startEditing() {
    setDraft(profile);
    setEditing(true);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!canSaveProfile(draft)) return;
    setSaving(true);
    try {
      await updateProfile(profileUpdate(draft));
      setEditing(false);
      void toast.success(PROFILE_SAVED.title, PROFILE_SAVED.description);
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const shown = editing ? draft : profile;
  return (
    <form className="prof-form" onSubmit={(event) => void save(event)}>
      <h3 className="prof-section-title">Información personal</h3>
      <FormGroup label="Nombre completo" labelFor={`${id}-name`}>
        <InputGroup
          id={`${id}-name`}
          value={shown.name}
          disabled={!editing}
          autoComplete="name"
          onValueChange={(name) => setDraft((current) => ({ ...current, name }))}
        />
      </FormGroup>
      <FormGroup label="Nombre de usuario" labelFor={`${id}-username`}>
        <InputGroup
          id={`${id}-username`}
          value={shown.username}
          disabled={!editing}
          autoComplete="username"
          onValueChange={(username) => setDraft((current) => ({ ...current, username }))}
        />
      </FormGroup>
      <FormGroup
        label="Rol"
        labelFor={`${id}-role`}
        helperText="El rol solo puede ser cambiado por un admin."
      >
        <InputGroup id={`${id}-role`} value={roleLabel(role)} readOnly disabled />
      </FormGroup>
      <div className="prof-actions">
        {editing ? (
          <>
            <Button text="Cancelar" variant="outlined" disabled={saving} onClick={() => setEditing(false)} />
            <Button
              type="submit"
              intent="primary"
              icon={<FloppyDisk />}
              text="Guardar cambios"
              loading={saving}
              disabled={!canSaveProfile(draft)}
            />
          </>
        ) : (
          <Button intent="primary" icon={<Edit />} text="Editar perfil" onClick={startEditing} />
        )}
      </div>
    </form>
  );
}
