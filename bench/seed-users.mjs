// The users of the users-page benchmarks (users-page.mjs, side-by-side.mjs): 344
// organisations and `count` users spread over them, seeded in SQL through a pg client
// on a migrated database with its reference data. Import after tsx's register().

/** 8 branches under the root, 6 departments each, 6 teams each: 344 organisations. */
export async function seedOrganisations(client) {
  const {
    rows: [root],
  } = await client.query(`select id, parent_ids from organisations where organ_code = 'ROOT'`);
  const all = [];
  const branches = [];
  const insert = async (code, name, parent, type) => {
    const path = `${parent.parent_ids}${parent.id},`;
    const {
      rows: [row],
    } = await client.query(
      `insert into organisations (organ_code, organ_name, organ_type, parent_id, parent_ids)
       values ($1, $2, $3, $4, $5) returning id, parent_ids`,
      [code, name, type, parent.id, path],
    );
    all.push(row.id);
    return row;
  };
  for (let b = 1; b <= 8; b++) {
    const branch = await insert(`BR${b}`, `第${b}分会`, root, 'company');
    branches.push(branch.id);
    for (let d = 1; d <= 6; d++) {
      const dept = await insert(`BR${b}-D${d}`, `第${b}分会第${d}部`, branch, 'department');
      for (let t = 1; t <= 6; t++)
        await insert(`BR${b}-D${d}-T${t}`, `第${b}分会第${d}部第${t}组`, dept, 'department');
    }
  }
  return { all, branches };
}

/** Users spread evenly over every organisation, with Chinese names from common characters. */
export async function seedUsers(client, orgs, count) {
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹'.split('');
  const given =
    '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鑫斌宇浩凯健俊帆帅旭宁龙林欣晨'.split(
      '',
    );
  const { hashPassword } = await import(
    new URL('../apps/server/src/platform/auth/passwords.ts', import.meta.url).href
  );
  const hash = await hashPassword('NotUsed#2026');
  await client.query(
    `insert into users (user_no, login_name, password_hash, realname, phone, email, org_id, user_type, status, sex, create_by)
     select 'B' || lpad(g::text, 7, '0'),
            'user' || g,
            $1,
            -- hashint4 spreads characters independently of each other and of the organisation.
            ($2::text[])[1 + abs(hashint4(g)) % array_length($2::text[], 1)]
              || ($3::text[])[1 + abs(hashint4(g + 7000000)) % array_length($3::text[], 1)]
              || case when g % 3 = 0 then '' else ($3::text[])[1 + abs(hashint4(g + 9000000)) % array_length($3::text[], 1)] end,
            '15' || lpad(g::text, 9, '0'),
            'user' || g || '@bench.example.org',
            ($4::int[])[1 + g % array_length($4::int[], 1)],
            case when g % 10 = 0 then 'expert' when g % 10 = 1 then 'declarer' else 'staff' end,
            case when g % 50 = 0 then 2 else 1 end,
            1 + g % 2,
            'bench'
     from generate_series(1, $5::int) g`,
    [hash, surnames, given, orgs.all, count],
  );
}
