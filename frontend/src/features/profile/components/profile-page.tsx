// /profile?tab=profile|password|settings: the side card and three tabs. The tab follows the URL both
// ways. Name, username and password are saved on the server; the preferences stay in page memory.
// The password tab also holds two-factor enrolment and lists one's active sessions, which can be
// ended from there.
import { Card, Tab, Tabs } from "@blueprintjs/core";
import { useSearchParams } from "react-router-dom";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import type { User } from "@/lib/api/types";
import { useCurrentUser } from "@/lib/session/use-current-user";
import type { ProfileValues } from "../lib/profile-forms";
import { PROFILE_TABS, parseProfileTab, withProfileTab, type ProfileTab } from "../lib/profile-tab";
import { ProfileInfoTab } from "./profile-info-tab";
import { ProfilePasswordTab } from "./profile-password-tab";
import { ProfileSessionsSection } from "./profile-sessions-section";
import { ProfileSettingsTab } from "./profile-settings-tab";
import { ProfileTwoFactorSection } from "./profile-two-factor-section";
import { ProfileSideCard } from "./profile-side-card";
import "./profile.css";

export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="prof-page">
      <PageHeader {...SCREEN_HEADING} />
      <AsyncState loading={isLoading} loadingText="Cargando perfil..." empty={!user} emptyTitle="Sin sesión">
        {user ? <ProfileContent user={user} /> : null}
      </AsyncState>
    </div>
  );
}

function ProfileContent({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get("tab"));
  // The session's user is refreshed after a save, so the card and the form show what was stored.
  const profile: ProfileValues = { name: user.name, username: user.username };
  const panels: Record<ProfileTab, React.JSX.Element> = {
    profile: <ProfileInfoTab profile={profile} role={user.role} />,
    password: (
      <>
        <ProfilePasswordTab userId={user.id} />
        <ProfileTwoFactorSection />
        <ProfileSessionsSection />
      </>
    ),
    settings: <ProfileSettingsTab />,
  };

  return (
    <div className="prof-layout">
      <ProfileSideCard profile={profile} role={user.role} />
      <Card className="prof-main">
        <Tabs
          animate={false}
          id="profile-tabs"
          selectedTabId={tab}
          onChange={(next) => setSearchParams(withProfileTab(searchParams, next as ProfileTab))}
          renderActiveTabPanelOnly
        >
          {PROFILE_TABS.map(({ id, label }) => (
            <Tab key={id} id={id} title={label} panel={panels[id]} />
          ))}
        </Tabs>
      </Card>
    </div>
  );
}
