import lookup from '../../../outside/lookup'

/** Needs, while rendering, a file the vendored tree left out: its render fails, naming it. */
export const Lost = () => <span>{lookup('x')}</span>
