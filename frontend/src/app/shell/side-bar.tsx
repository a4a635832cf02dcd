// The fixed desktop side bar: brand, navigation and the assistant chat panel.
import { Button } from "@blueprintjs/core";
import { Chat } from "@blueprintjs/icons";
import type { User } from "../../lib/api/types";
import { ChatPanel } from "./chat-panel";
import { NavList } from "./nav-list";

export interface SideBarProps {
  user: User;
  currentPath: string;
  chatOpen: boolean;
  onToggleChat: () => void;
}

export function Brand() {
  return (
    <div className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand-name">WolfTracker</span>
    </div>
  );
}

export function SideBar({ user, currentPath, chatOpen, onToggleChat }: SideBarProps) {
  return (
    <aside className="side-bar">
      <Brand />
      <NavList user={user} currentPath={currentPath} />
      <div className="side-bar-bottom">
        {chatOpen ? (
          <ChatPanel onClose={onToggleChat} />
        ) : (
          <Button fill icon={<Chat />} variant="outlined" aria-expanded={false} onClick={onToggleChat}>
            Asistente WolfTracker
          </Button>
        )}
      </div>
    </aside>
  );
}
