// The fixed desktop side bar: brand, navigation and the assistant chat panel.
import { memo } from "react";
import { Button } from "@blueprintjs/core";
import { Chat } from "@blueprintjs/icons";
import type { User } from "@/lib/api/types";
import { CHAT_TOGGLE_ATTRIBUTE, ChatPanel } from "./chat-panel";
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

/** The side bar's and the drawer's assistant: the panel when open, the button that opens it otherwise. */
export function AssistantSection({
  chatOpen,
  onToggleChat,
}: Pick<SideBarProps, "chatOpen" | "onToggleChat">) {
  return chatOpen ? (
    <ChatPanel onClose={onToggleChat} />
  ) : (
    <Button
      fill
      icon={<Chat />}
      variant="outlined"
      aria-expanded={false}
      onClick={onToggleChat}
      {...{ [CHAT_TOGGLE_ATTRIBUTE]: "" }}
    >
      Asistente WolfTracker
    </Button>
  );
}

export const SideBar = memo(function SideBar({ user, currentPath, chatOpen, onToggleChat }: SideBarProps) {
  return (
    <aside className="side-bar">
      <Brand />
      <NavList user={user} currentPath={currentPath} />
      <div className="side-bar-bottom">
        <AssistantSection chatOpen={chatOpen} onToggleChat={onToggleChat} />
      </div>
    </aside>
  );
});
