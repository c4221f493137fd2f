/*
 * What an email attaches: references to documents, turned into files when the message is sent.
 * The mailer renders none itself (it imports no document, issue 44): the documents domain's
 * renderer is handed to it (`renderAttachmentsWith`, at startup and in the tests' setup).
 */

/** A document an email carries, by its row: the terms as accepted, a credit note, a printable gift card (decision 116). */
export type AttachmentRef =
  | { kind: "legal_text"; id: number }
  | { kind: "credit_note"; id: number }
  // The printable gift card of its recipient's email (decision 116).
  | { kind: "gift_card"; id: number };

type AttachmentFile = { filename: string; content: Buffer };

export type AttachmentRenderer = (ref: AttachmentRef) => Promise<AttachmentFile>;
