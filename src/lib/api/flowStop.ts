/**
 * A flow that stopped on its own before its call (the slide check abandoned, a verification that
 * aborts silently): not a failure of the server. `messageKey` is what to tell the user, or null
 * when the SPEC wants silence.
 */
export class FlowStop extends Error {
  constructor(readonly messageKey: string | null = null) {
    super(messageKey ?? 'stopped');
    this.name = 'FlowStop';
  }
}

export function isFlowStop(error: unknown): error is FlowStop {
  return error instanceof FlowStop;
}
