/**
 * The session diagram (components/diagram): the session page and the session player show it with
 * `<SessionDiagram diagram={session.diagram} />`; the console's preview draws the same.
 */
export { SessionDiagram } from '@/components/diagram/session-diagram';
