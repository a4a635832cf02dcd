// 'Caja': every refusal of server/operations/registers.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import {
  call,
  contextOf,
  counterOpenFor,
  expectRefusal,
  freshStore,
  setCounterMode,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const newRegister = async (name = "Caja de prueba") =>
  (await call("createRegister", "admin", { body: { name } })).body.id;
const closing = { counted: { efectivo: 0 } };
const closed = async () => {
  const id = await counterOpenFor("vendedor");
  await call("closeRegisterSession", "vendedor", { params: { id }, body: closing });
  return id;
};

describe("registers", () => {
  it("names and renames a register", async () => {
    const id = await newRegister(" Caja de prueba ");
    expect(
      (await call("renameRegister", "admin", { params: { id }, body: { name: "Caja principal" } })).body.name,
    ).toBe("Caja principal");
    expect((await call("listRegisters", "vendedor")).body.some((register) => register.id === id)).toBe(true);
  });

  it("refuses a blank name and a name another register has (create and rename)", async () => {
    await expectRefusal(
      call("createRegister", "admin", { body: { name: " " } }),
      400,
      REGISTER_MESSAGES.registerNameRequired,
    );
    const id = await newRegister("Caja A");
    await newRegister("Caja B");
    await expectRefusal(
      call("createRegister", "admin", { body: { name: "caja a" } }),
      409,
      REGISTER_MESSAGES.duplicateRegister,
    );
    await expectRefusal(
      call("renameRegister", "admin", { params: { id }, body: { name: "Caja B" } }),
      409,
      REGISTER_MESSAGES.duplicateRegister,
    );
  });

  it("answers 404 for a register that does not exist (rename and open)", async () => {
    await expectRefusal(
      call("renameRegister", "admin", { params: { id: 999_999 }, body: { name: "X" } }),
      404,
      REGISTER_MESSAGES.registerNotFound,
    );
    await setCounterMode(true);
    await expectRefusal(
      call("openRegisterSession", "vendedor", { body: { registerId: 999_999, openingFloatCents: 0 } }),
      404,
      REGISTER_MESSAGES.registerNotFound,
    );
  });
});

describe("register sessions", () => {
  it("opens, moves cash in, closes and reopens a session", async () => {
    await setCounterMode(true);
    const registerId = await newRegister();
    const opened = await call("openRegisterSession", "vendedor", {
      body: { registerId, openingFloatCents: 10_000 },
    });
    const id = opened.body.id;
    expect((await call("getCurrentRegisterSession", "vendedor")).body.session?.id).toBe(id);
    await call("createCashMovement", "vendedor", {
      params: { id },
      body: { kind: "in", amountCents: 500, reason: "Cambio" },
    });
    const shut = await call("closeRegisterSession", "vendedor", {
      params: { id },
      body: { counted: { efectivo: 10_500 } },
    });
    expect(shut.body.status).toBe("closed");
    expect(
      (await call("reopenRegisterSession", "admin", { params: { id }, body: { reason: "Error" } })).body
        .status,
    ).toBe("open");
  });

  it("opens none with 'Modo mostrador' off, and none on a register already open", async () => {
    const registerId = await newRegister();
    await expectRefusal(
      call("openRegisterSession", "vendedor", { body: { registerId, openingFloatCents: 0 } }),
      409,
      SALE_MESSAGES.counterModeOff,
    );
    await setCounterMode(true);
    await call("openRegisterSession", "vendedor", { body: { registerId, openingFloatCents: 0 } });
    await expectRefusal(
      call("openRegisterSession", "vendedor2", { body: { registerId, openingFloatCents: 0 } }),
      409,
      REGISTER_MESSAGES.alreadyOpen,
    );
  });

  it("answers 404 for a session that does not exist, 403 for another seller's", async () => {
    await expectRefusal(
      call("getRegisterSession", "admin", { params: { id: 999_999 } }),
      404,
      REGISTER_MESSAGES.sessionNotFound,
    );
    const id = await counterOpenFor("vendedor");
    await expectRefusal(
      call("getRegisterSession", "vendedor2", { params: { id } }),
      403,
      REGISTER_MESSAGES.forbiddenSession,
    );
  });

  it("answers 404 when the session went before the answer was read", async () => {
    await setCounterMode(true);
    const registerId = await newRegister();
    const gone = storeWith("registers", { findSession: async () => null });
    await expectRefusal(
      call("openRegisterSession", await contextOf("vendedor", { store: gone }), {
        body: { registerId, openingFloatCents: 0 },
      }),
      404,
      REGISTER_MESSAGES.sessionNotFound,
    );
  });

  it("refuses a cash movement without a reason, or on a closed session", async () => {
    const open = await counterOpenFor("vendedor", "Caja A");
    await expectRefusal(
      call("createCashMovement", "vendedor", {
        params: { id: open },
        body: { kind: "out", amountCents: 1, reason: " " },
      }),
      400,
      REGISTER_MESSAGES.movementReasonRequired,
    );
    const shut = await counterOpenFor("vendedor2", "Caja B");
    await call("closeRegisterSession", "vendedor2", { params: { id: shut }, body: closing });
    const body = { kind: "out" as const, amountCents: 1, reason: "Taxi" };
    await expectRefusal(
      call("createCashMovement", "vendedor2", { params: { id: shut }, body }),
      409,
      REGISTER_MESSAGES.sessionClosed,
    );
    const closedMeanwhile = storeWith("registers", { addMovement: async () => false });
    await expectRefusal(
      call("createCashMovement", await contextOf("vendedor", { store: closedMeanwhile }), {
        params: { id: open },
        body,
      }),
      409,
      REGISTER_MESSAGES.sessionClosed,
    );
  });

  it("refuses closing a closed session, or one closed meanwhile", async () => {
    const id = await closed();
    await expectRefusal(
      call("closeRegisterSession", "vendedor", { params: { id }, body: closing }),
      409,
      REGISTER_MESSAGES.sessionClosed,
    );
    const open = await counterOpenFor("vendedor2");
    const closedMeanwhile = storeWith("registers", { close: async () => false });
    await expectRefusal(
      call("closeRegisterSession", await contextOf("vendedor2", { store: closedMeanwhile }), {
        params: { id: open },
        body: closing,
      }),
      409,
      REGISTER_MESSAGES.sessionClosed,
    );
  });

  it("asks for a note when the count differs past the margin", async () => {
    const id = await counterOpenFor("vendedor");
    await expectRefusal(
      call("closeRegisterSession", "vendedor", { params: { id }, body: { counted: { efectivo: 999 } } }),
      400,
      REGISTER_MESSAGES.noteRequired,
    );
  });

  it("refuses a reopening without a reason, of an open session, or one a register now blocks", async () => {
    const open = await counterOpenFor("vendedor");
    await expectRefusal(
      call("reopenRegisterSession", "admin", { params: { id: open }, body: { reason: "" } }),
      400,
      REGISTER_MESSAGES.reopenReasonRequired,
    );
    await expectRefusal(
      call("reopenRegisterSession", "admin", { params: { id: open }, body: { reason: "Error" } }),
      409,
      REGISTER_MESSAGES.notClosed,
    );
    await call("closeRegisterSession", "vendedor", { params: { id: open }, body: closing });
    const shut = open;
    for (const [outcome, message] of [
      ["notClosed", REGISTER_MESSAGES.notClosed],
      ["alreadyOpen", REGISTER_MESSAGES.alreadyOpen],
    ] as const) {
      const racing = storeWith("registers", { reopen: async () => outcome as never });
      await expectRefusal(
        call("reopenRegisterSession", await contextOf("admin", { store: racing }), {
          params: { id: shut },
          body: { reason: "Error" },
        }),
        409,
        message,
      );
    }
  });
});
