import { ACCOUNT_ACTION_LABELS, ACCOUNT_ACTIONS, ACCOUNT_ROLES, roleAllows } from '@paylink/shared';
import { ROUTE_ACTIONS } from './route-actions';

/** docs/security.md's role matrix, rendered from the role table and the route table (a test keeps the doc equal to it). */
export function roleMatrixMarkdown(): string {
  const header = `| Action | What it covers | ${ACCOUNT_ROLES.join(' | ')} |\n|---|---|${ACCOUNT_ROLES.map(() => '---').join('|')}|`;
  const rows = ACCOUNT_ACTIONS.map(
    (a) =>
      `| \`${a}\` | ${ACCOUNT_ACTION_LABELS[a]} | ${ACCOUNT_ROLES.map((r) => (roleAllows(r, a) ? 'yes' : '')).join(' | ')} |`,
  );
  const routes = ACCOUNT_ACTIONS.map((a) => {
    const list = Object.entries(ROUTE_ACTIONS)
      .filter(([, action]) => action === a)
      .map(([route]) => `\`${route}\``);
    return `| \`${a}\` | ${list.join(', ')} |`;
  });
  return [header, ...rows, '', '| Action | Routes |', '|---|---|', ...routes].join('\n');
}
