// Profile tab: full name and username, editable after 'Editar perfil'; the role is read-only.
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { Edit, FloppyDisk } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import { roleLabel } from "@/lib/session/roles";
import { PROFILE_SAVED, savedProfile, type ProfileValues } from "../lib/profile-forms";

export interface ProfileInfoTabProps {
  profile: ProfileValues;
  role: string;
  onSaved: (profile: ProfileValues) => void;
}

export function ProfileInfoTab({ profile, role, onSaved }: ProfileInfoTabProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(profile);

  function startEditing() {
    setDraft(profile);
    setEditing(true);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    onSaved(savedProfile(draft, profile));
    setEditing(false);
    void toast.success(PROFILE_SAVED.title, PROFILE_SAVED.description);
  }

  const shown = editing ? draft : profile;
  return (
    <form className="prof-form" onSubmit={save}>
      <h3 className="prof-section-title">Información personal</h3>
      <FormGroup label="Nombre completo" labelFor={`${id}-name`}>
        <InputGroup
          id={`${id}-name`}
          value={shown.name}
          disabled={!editing}
          onValueChange={(name) => setDraft((current) => ({ ...current, name }))}
        />
      </FormGroup>
      <FormGroup label="Nombre de usuario" labelFor={`${id}-username`}>
        <InputGroup
          id={`${id}-username`}
          value={shown.username}
          disabled={!editing}
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
      {editing ? (
        <Callout intent="primary" compact>
          Los cambios se guardan solo en esta sesión.
        </Callout>
      ) : null}
      <div className="prof-actions">
        {editing ? (
          <>
            <Button text="Cancelar" variant="outlined" onClick={() => setEditing(false)} />
            <Button type="submit" intent="primary" icon={<FloppyDisk />} text="Guardar cambios" />
          </>
        ) : (
          <Button intent="primary" icon={<Edit />} text="Editar perfil" onClick={startEditing} />
        )}
      </div>
    </form>
  );
}
