// The large mode of `npm run bench:api`: fills a kept PostgreSQL database once with 1,000,000 users
// and 2,000,000 tokens (most expired, rotated or revoked, as a real table ages), and shows the plans
// of the authenticated read's queries, which must use indexes, not scan the tables.
import { createHash } from 'node:crypto';

const USERS = 1_000_000;
const TOKENS = 2_000_000;

export async function fillLargeDatabase(pg, url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from users where email like 'bulk.%'");
    if (rows[0].n >= USERS) {
      console.log(`large database: ${rows[0].n} bulk users already there`);
      return;
    }
    console.log(`large database: adding ${USERS} users and ${TOKENS} tokens (once; takes minutes)…`);
    const started = Date.now();
    await client.query("delete from users where email like 'bulk.%'");
    await client.query(`
      insert into users (email, first_name, last_name, password_hash, status, authorities, language)
      select 'bulk.' || g || '@example.test', 'Bulk', 'User ' || g, 'not-a-hash', 'ACTIVE',
             array['ROLE_PLAYER'], 'en'
      from generate_series(1, ${USERS}) g`);
    await client.query(`
      insert into oauth_tokens (user_id, family_id, client_id, access_hash, refresh_hash, scope,
                                access_expires_at, refresh_expires_at, family_expires_at, rotated_at, revoked_at)
      select u.id, gen_random_uuid(), 'academy-web',
             md5('a' || u.id || n) || md5('x' || u.id || n), md5('r' || u.id || n) || md5('y' || u.id || n),
             'read write',
             now() + case when n = 1 then interval '1 hour' else interval '-1 day' end,
             now() + interval '30 days',
             now() + interval '90 days',
             case when n = 2 then now() - interval '1 day' end,
             case when n = 2 and random() < 0.3 then now() end
      from (select id from users where email like 'bulk.%') u, generate_series(1, ${TOKENS / USERS}) n`);
    await client.query('analyze users; analyze oauth_tokens');
    console.log(`large database: filled in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await client.end();
  }
}

/** EXPLAIN ANALYZE of the read's queries for the bench user's token; fails on a sequential scan. */
export async function explainRead(pg, url, accessToken) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hash = createHash('sha256').update(accessToken).digest('hex');
    const { rows: counts } = await client.query(
      'select (select count(*) from users)::int as users, (select count(*) from oauth_tokens)::int as tokens',
    );
    console.log(`\nEXPLAIN ANALYZE on ${counts[0].users} users and ${counts[0].tokens} tokens:`);
    const queries = {
      'token → user': [
        `select t.id, t.user_id, u.status from oauth_tokens t join users u on u.id = t.user_id
         where t.access_hash = $1 and t.revoked_at is null and t.rotated_at is null and t.access_expires_at > now()`,
        [hash],
      ],
      'user with player/manager flags': [
        `select u.*, exists(select 1 from players p where p.user_id = u.id) as player,
                exists(select 1 from managers m where m.user_id = u.id) as manager
         from users u where u.id = (select user_id from oauth_tokens where access_hash = $1)`,
        [hash],
      ],
    };
    let seqScan = false;
    for (const [title, [text, values]] of Object.entries(queries)) {
      const { rows } = await client.query(`explain (analyze, costs off, timing on) ${text}`, values);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n    ');
      console.log(`  ${title}:\n    ${plan}`);
      if (/Seq Scan on (users|oauth_tokens)/.test(plan)) seqScan = true;
    }
    console.log(seqScan ? '  ✘ a sequential scan on a large table' : '  ✔ index scans only');
    if (seqScan) process.exitCode = 1;
  } finally {
    await client.end();
  }
}
