import type { FastifyInstance } from 'fastify';
import { openNextInstance } from '../lifecycle/open-instance';
import type { DrawRow } from './run-instance-draw';
import { sendWinnerMail } from './winner-mail';

/**
 * After the draw committed: the winner's e-mail, then the next instance (which carries a
 * GoldRush rollover). Neither can undo the draw; a failure is logged and the lifecycle
 * sweep opens the next instance later anyway.
 */
export async function afterDraw(app: FastifyInstance, draw: DrawRow, actor: string) {
  await sendWinnerMail(app, draw);
  try {
    await openNextInstance(app.db, draw.game_id, actor);
  } catch (err) {
    app.log.error({ err, gameId: draw.game_id }, 'next instance not opened after the draw');
  }
}
