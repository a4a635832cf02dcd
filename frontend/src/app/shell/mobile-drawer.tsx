// The phone drawer: the full navigation (with the admin-only group) and the assistant.
import { Button, Drawer, Position } from "@blueprintjs/core";
import { Chat } from "@blueprintjs/icons";
import type { User } from "../../lib/api/types";
import { NavList } from "./nav-list";

export interface MobileDrawerProps {
  user: User;
  currentPath: string;
  isOpen: boolean;
  onClose: () => void;
  onOpenChat: () => void;
}

export function MobileDrawer({ user, currentPath, isOpen, onClose, onOpenChat }: MobileDrawerProps) {
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
        <Button
          fill
          icon={<Chat />}
          variant="outlined"
          onClick={() => {
            onClose();
            onOpenChat();
          }}
        >
          Asistente WolfTracker
        </Button>
      </div>
    </Drawer>
  );
}
