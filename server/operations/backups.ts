// Backups (Administrador only, by x-roles): the copies with the state of the one being made and the
// last failure, a copy made on request (one at a time), the archive of any copy, and the schedule
// the server follows.
import { MESSAGES } from "../../rules/messages";
import { conflict, notFound } from "../errors";
import { created, ok, type Operation } from "./types";

const listBackups: Operation<"listBackups"> = async ({ store }) => {
  const [items, running, lastFailure, schedule] = await Promise.all([
    store.backups.list(),
    store.backups.progress(),
    store.backups.lastFailure(),
    store.backups.schedule(),
  ]);
  // A failure older than the newest copy has been made good.
  const newest = items[0] ? Date.parse(items[0].createdAt) : 0;
  const failure = lastFailure && Date.parse(lastFailure.at) > newest ? lastFailure : null;
  return ok({ items, running, lastFailure: failure, keep: store.backups.keep(), schedule });
};

const createBackup: Operation<"createBackup"> = async ({ store }) => {
  const backup = await store.backups.create();
  if (!backup) throw conflict(MESSAGES.backupRunning);
  return created(backup);
};

const downloadBackup: Operation<"downloadBackup"> = async ({ store }, { params }) => {
  const file = await store.backups.open(params.name);
  if (!file) throw notFound(MESSAGES.backupNotFound);
  return {
    status: 200,
    body: { file: file.chunks() },
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${params.name}"`,
    },
  };
};

const getBackupSchedule: Operation<"getBackupSchedule"> = async ({ store }) =>
  ok({ schedule: await store.backups.schedule() });

const setBackupSchedule: Operation<"setBackupSchedule"> = async ({ store }, { body }) => {
  await store.backups.setSchedule(body.schedule);
  return ok({ schedule: await store.backups.schedule() });
};

export const backupsOperations = {
  listBackups,
  createBackup,
  downloadBackup,
  getBackupSchedule,
  setBackupSchedule,
};
