// Header notifications: the static samples, local only; 'Marcar todo como leído' flips them here.
import { Button, Classes, PopoverNext } from "@blueprintjs/core";
import { Error as ErrorIcon, InfoSign, TickCircle } from "@blueprintjs/icons";
import { memo, useState } from "react";
import { countUnread, sampleNotifications, type SampleNotification } from "./data/sample-notifications";
import { HEADER_POPOVER_POSITIONING, NotificationsTrigger } from "./header-triggers";

const TYPE_ICON = { info: InfoSign, warning: ErrorIcon, success: TickCircle } as const;

export interface NotificationsPopoverProps {
  defaultOpen?: boolean;
}

function NotificationList({
  items,
  onMarkAllRead,
}: {
  items: SampleNotification[];
  onMarkAllRead: () => void;
}) {
  const unread = countUnread(items);
  return (
    <div className="notifications-panel">
      <header className="notifications-header">
        <h2 className="notifications-title">Notificaciones</h2>
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          disabled={unread === 0}
          onClick={onMarkAllRead}
        >
          Marcar todo como leído
        </Button>
      </header>
      <ul className="notifications-list">
        {items.map((item) => {
          const Icon = TYPE_ICON[item.type];
          return (
            <li
              key={item.id}
              className={`notification notification-${item.type} ${item.read ? "" : "notification-unread"}`}
            >
              <Icon className="notification-icon" />
              <div>
                <strong className="notification-title">{item.title}</strong>
                <p className="notification-message">{item.message}</p>
                <span className={`notification-time ${Classes.TEXT_MUTED}`}>{item.time}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const NotificationsPopover = memo(function NotificationsPopover({
  defaultOpen = false,
}: NotificationsPopoverProps) {
  const [items, setItems] = useState(() => sampleNotifications.map((item) => ({ ...item })));
  const unread = countUnread(items);
  const markAllRead = () => setItems((current) => current.map((item) => ({ ...item, read: true })));
  return (
    <PopoverNext
      defaultIsOpen={defaultOpen}
      placement="bottom-end"
      positioningStrategy={HEADER_POPOVER_POSITIONING}
      content={<NotificationList items={items} onMarkAllRead={markAllRead} />}
    >
      <NotificationsTrigger unread={unread} />
    </PopoverNext>
  );
});
