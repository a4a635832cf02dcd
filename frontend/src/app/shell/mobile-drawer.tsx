// The phone drawer: the full navigation (with the admin-only group) and the assistant panel, as in
// the desktop side bar (spec 000 §2). The panel's open state is the shell's, shared with the
// bottom bar's centre button.
import { Drawer, Position } from "@blueprintjs/core";
import type { User } from "../../lib/api/types";
import { NavList } from "./nav-list";
import { AssistantSection } from "./side-bar";

export interface MobileDrawerProps {
  user: User;
  currentPath: string;
  isOpen: boolean;
  onClose: () => void;
  chatOpen: boolean;
  onToggleChat: () => void;
}

export function MobileDrawer({ user, currentPath, isOpen, onClose, chatOpen, onToggleChat }: MobileDrawerProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position={Position.LEFT}
      size="80%"
      title="WolfTracker"
      className="mobile-drawer"
    >
      <div className="mobile-drawer-body">
        <NavList user={user} currentPath={currentPath} onNavigate={onClose} />
        <AssistantSection chatOpen={chatOpen} onToggleChat={onToggleChat} />
      </div>
    </Drawer>
  );
}
