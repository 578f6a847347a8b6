/** A screen the signed-in role may not use; the server refuses its calls anyway (403). */
export class NotAllowedError extends Error {
  constructor(readonly screen: string) {
    super(`${screen} is not available to this role`);
    this.name = 'NotAllowedError';
  }
}
