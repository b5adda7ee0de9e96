// The bench seed of the awards business, shared by declarations.mjs (5 editions, the staff page)
// and statistics.mjs (10 editions with their audit trail, result lists and reviews). Every row
// is made by INSERT … SELECT generate_series inside PostgreSQL: bounded memory, no round trips.

/** The status spread of each kind of edition (one picked per declaration by a hash of its number). */
export const STATUS_SPREADS = {
  finished: [
    'awarded',
    'not_accepted',
    'withdrawn',
    'revoked',
    'deferred',
    'passed',
    'meeting_review',
    'awarded',
  ],
  examining: [
    'submitted',
    'submitted',
    'resubmitted',
    'passed',
    'passed',
    'returned',
    'not_accepted',
    'withdrawn',
  ],
  declaring: ['draft', 'submitted', 'submitted', 'withdrawn'],
};

/**
 * Editions (by default 2022-2024 finished, 2025 examining, 2026 declaring), ten awards in each
 * with three grades, `units` declaring units over 31 provinces and their cities.
 */
export async function seedWorld(
  client,
  {
    units = 2000,
    years = [2022, 2023, 2024, 2025, 2026],
    statuses = ['finished', 'finished', 'finished', 'examining', 'declaring'],
  } = {},
) {
  const editionIds = [];
  for (const [i, year] of years.entries()) {
    const {
      rows: [row],
    } = await client.query(
      `insert into editions (edition_name, year, status, declaration_start, declaration_end,
                             review_start, review_end, publicity_start, publicity_end)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        `${year}年度科技奖`,
        year,
        statuses[i],
        `${year}-01-01T00:00:00+08:00`,
        `${year}-05-01T00:00:00+08:00`,
        `${year}-07-01T00:00:00+08:00`,
        `${year}-08-01T00:00:00+08:00`,
        `${year}-10-01T00:00:00+08:00`,
        `${year}-10-16T00:00:00+08:00`,
      ],
    );
    editionIds.push(row.id);
  }
  const { rows: awardRows } = await client.query(
    `insert into awards (award_code, award_name, category, status, sort_number, flow)
     select 'BENCH_' || g, '基准奖项' || g, 'progress', 1, g,
            '["formal_examination","expert_review","publicity"]'::jsonb
       from generate_series(1, 10) g returning id`,
  );
  const awardIds = awardRows.map((r) => r.id);
  await client.query(
    `insert into edition_awards (edition_id, award_id, flow, sort_number)
     select e, a, '["formal_examination","expert_review","publicity"]'::jsonb, 1
       from unnest($1::int[]) e, unnest($2::int[]) a`,
    [editionIds, awardIds],
  );
  await client.query(
    `insert into edition_grades (edition_award_id, grade_name, grade_level, quota)
     select ea.id, (array['一等奖','二等奖','三等奖'])[l], l, 10 from edition_awards ea, generate_series(1, 3) l`,
  );
  const {
    rows: [root],
  } = await client.query(`select id, parent_ids from organisations where organ_code = 'ROOT'`);
  // Province codes 11..41 (31 of them), cities 01..04 within, units spread over both.
  const { rows: unitRows } = await client.query(
    `insert into organisations (organ_code, organ_name, organ_type, parent_id, parent_ids, region_code)
     select 'BU' || g, '基准申报单位' || g, 'unit', $1, $2,
            (11 + g % 31)::text || case when g % 3 = 0 then '0000' else lpad((1 + g % 4)::text, 2, '0') || '00' end
       from generate_series(1, $3::int) g returning id, region_code`,
    [root.id, `${root.parent_ids}${root.id},`, units],
  );
  return {
    years,
    // The staff page bench's three: the examining, the declaring and the last finished edition.
    editions: [editionIds[3], editionIds[4], editionIds[2]],
    allEditions: editionIds,
    editionYears: years,
    editionStatuses: statuses,
    awards: awardIds,
    units: unitRows.map((r) => r.id),
    unitRegions: unitRows.map((r) => r.region_code),
  };
}

/**
 * `rows` declarations in one INSERT … SELECT generate_series, spread evenly over the editions in
 * id blocks by year (a later edition's declarations are newer rows, as in life), each edition's
 * statuses along `spreads[its status]`.
 */
export async function seedDeclarations(client, world, { rows = 1_000_000, spreads = STATUS_SPREADS } = {}) {
  const units = world.units.length;
  const editions = world.allEditions.length;
  const spreadOf = (status) => spreads[status] ?? spreads.declaring;
  const cases = world.editionStatuses
    .map((status, i) => {
      const list = spreadOf(status);
      return `when ${i} then (array[${list.map((s) => `'${s}'`).join(',')}])[1 + abs(hashint4(g + 1)) % ${list.length}]`;
    })
    .join('\n              ');
  await client.query(
    `insert into declarations (edition_id, award_id, grade_level, project_name, unit_id, recommend_unit,
                               discipline, region_code, summary, status, submitted_at, create_by, create_time)
     select ($1::int[])[1 + e], ($2::int[])[1 + abs(hashint4(g)) % 10], 1 + g % 3,
            '基准项目' || g, ($3::int[])[u], '某省科协',
            (array['materials','energy','medicine','agriculture','information','environment','machinery','chemistry'])[1 + g % 8],
            ($4::text[])[u], null,
            case e
              ${cases}
            end,
            make_timestamptz(($5::int[])[1 + e], 1, 1, 0, 0, 0, 'Asia/Shanghai') + (abs(hashint4(g + 2)) % (120 * 86400)) * interval '1 second',
            'bench', now()
       from (select g, (g - 1) * ${editions} / $6::int as e, 1 + abs(hashint4(g + 3)) % ${units} as u
               from generate_series(1, $6::int) g) s`,
    [world.allEditions, world.awards, world.units, world.unitRegions, world.editionYears, rows],
  );
  // Drafts have never been submitted.
  await client.query(`update declarations set submitted_at = null where status = 'draft'`);
}

/**
 * The audit trail of every declaration: the moves its status implies, in order (create, submit,
 * pass, start_review …), a return and resubmission for one declaration in five that went past
 * submission, and for the withdrawn ones a withdrawal from a stage picked by hash (draft,
 * submitted or expert_review). About five rows a declaration.
 */
export async function seedAudits(client) {
  const head = ['create:-draft', 'submit:draft-submitted'];
  const review = [...head, 'pass:submitted-passed', 'start_review:passed-expert_review'];
  const paths = {
    draft: ['create:-draft'],
    submitted: head,
    returned: [...head, 'return:submitted-returned'],
    resubmitted: [...head, 'return:submitted-returned', 'resubmit:returned-resubmitted'],
    passed: [...head, 'pass:submitted-passed'],
    not_accepted: [...head, 'reject:submitted-not_accepted'],
    deferred: [...head, 'defer:submitted-deferred'],
    carried_over: [...head, 'defer:submitted-deferred', 'carry_over:deferred-carried_over'],
    not_recommended: [...head, 'pass:submitted-passed', 'decline:passed-not_recommended'],
    expert_review: review,
    meeting_review: [...review, 'to_meeting:expert_review-meeting_review'],
    not_awarded: [...review, 'not_award:expert_review-not_awarded'],
    proposed: [...review, 'propose:expert_review-proposed'],
    publicity: [...review, 'propose:expert_review-proposed', 'publicise:proposed-publicity'],
    awarded: [
      ...review,
      'propose:expert_review-proposed',
      'publicise:proposed-publicity',
      'award:publicity-awarded',
    ],
    revoked: [
      ...review,
      'propose:expert_review-proposed',
      'publicise:proposed-publicity',
      'revoke:publicity-revoked',
    ],
    'withdrawn:0': ['create:-draft', 'withdraw:draft-withdrawn'],
    'withdrawn:1': [...head, 'withdraw:submitted-withdrawn'],
    'withdrawn:2': [...review, 'withdraw:expert_review-withdrawn'],
  };
  const values = Object.entries(paths).flatMap(([key, steps]) =>
    steps.map((step, i) => {
      const [action, move] = step.split(':');
      const [from, to] = move.split('-');
      return `('${key}', ${i + 1}, '${action}', ${from ? `'${from}'` : 'null'}, '${to}')`;
    }),
  );
  await client.query(
    `insert into declaration_audits (declaration_id, action, from_status, to_status, actor_kind, actor, create_time)
     select d.id, p.action, p.from_s, p.to_s, case when p.action in ('create','submit','resubmit','withdraw') then 'declarer' else 'staff' end,
            'bench', coalesce(d.submitted_at, d.create_time) + p.step * interval '1 day'
       from declarations d
       join (values ${values.join(',\n')}) p(k, step, action, from_s, to_s)
         on p.k = case when d.status = 'withdrawn' then 'withdrawn:' || (abs(hashint4(d.id + 5)) % 3) else d.status end
      order by d.id, p.step`,
  );
  // One declaration in five past submission was returned once and resubmitted first.
  await client.query(
    `insert into declaration_audits (declaration_id, action, from_status, to_status, actor_kind, actor, create_time)
     select d.id, x.action, x.from_s, x.to_s, 'staff', 'bench', d.submitted_at + x.step * interval '1 hour'
       from declarations d,
            (values (1, 'return', 'submitted', 'returned'), (2, 'resubmit', 'returned', 'resubmitted')) x(step, action, from_s, to_s)
      where d.status not in ('draft', 'submitted', 'returned', 'resubmitted', 'withdrawn') and d.id % 5 = 0`,
  );
}

/**
 * Each declaration's furthest stage and whether it was ever returned, from its trail: the
 * statement migration 0026_statistics runs on the rows written before it (the lifecycle keeps
 * both with every move since), read from the migration itself.
 */
export async function seedReached(client) {
  const { readFileSync, readdirSync } = await import('node:fs');
  const dir = new URL('../apps/server/src/db/migrations/', import.meta.url);
  const file = readdirSync(dir).find((f) => /^\d+_statistics\.sql$/.test(f));
  const text = readFileSync(new URL(file, dir), 'utf8');
  await client.query(text.split('--> statement-breakpoint').at(-1));
}

/**
 * A confirmed result list per award of each finished edition: every declaration that reached
 * the proposal (proposed, publicity, awarded, revoked) with a grade by hash, ranked by id.
 */
export async function seedResults(client, editionIds) {
  await client.query(
    `insert into result_lists (edition_id, award_id, version, status, method, content_hash, confirmed_by)
     select ea.edition_id, ea.award_id, 1, 'confirmed', 'weighted_mean', md5(ea.id::text), 'bench'
       from edition_awards ea where ea.edition_id = any($1::int[])`,
    [editionIds],
  );
  await client.query(
    `insert into result_entries (list_id, declaration_id, rank, score, grade_level, grade_name)
     select rl.id, d.id, row_number() over (partition by rl.id order by d.id), 80, 1 + abs(hashint4(d.id)) % 3,
            (array['一等奖','二等奖','三等奖'])[1 + abs(hashint4(d.id)) % 3]
       from result_lists rl
       join declarations d on d.edition_id = rl.edition_id and d.award_id = rl.award_id
      where d.status in ('proposed', 'publicity', 'awarded', 'revoked')`,
  );
}

/**
 * The expert review of one edition: `experts` experts, a group per award, five assignments each
 * for the first `declarations` declarations in expert review (or after), submitted reviews with
 * a total by hash (each expert a bias), a few conflicts of each type.
 */
export async function seedReviews(client, editionId, { experts = 300, declarations = 10_000 } = {}) {
  const { rows: expertRows } = await client.query(
    `insert into experts (expert_name, organisation, discipline, status)
     select '基准专家' || g, '某研究院', 'materials', 'approved' from generate_series(1, $1::int) g returning id`,
    [experts],
  );
  const expertIds = expertRows.map((r) => r.id);
  await client.query(
    `insert into review_groups (edition_id, group_name, award_id)
     select $1, '评审组' || ea.award_id, ea.award_id from edition_awards ea where ea.edition_id = $1`,
    [editionId],
  );
  await client.query(
    `insert into review_assignments (edition_id, group_id, declaration_id, expert_id, create_time)
     select d.edition_id, g.id, d.id, ($2::int[])[1 + (d.n * 7 + k * 61) % array_length($2::int[], 1)],
            make_timestamptz(2025, 7, 1, 0, 0, 0, 'Asia/Shanghai')
       from (select id, edition_id, award_id, row_number() over (order by id) n from declarations
              where edition_id = $1 and status in ('expert_review', 'meeting_review') order by id limit $3) d
       join review_groups g on g.edition_id = d.edition_id and g.award_id = d.award_id,
            generate_series(0, 4) k`,
    [editionId, expertIds, declarations],
  );
  await client.query(
    `insert into reviews (edition_id, declaration_id, expert_id, status, total, scores, submitted_at)
     select a.edition_id, a.declaration_id, a.expert_id,
            case when abs(hashint4(a.id)) % 10 = 0 then 'draft' else 'submitted' end,
            greatest(0, least(100, 55 + abs(hashint4(a.declaration_id)) % 40 + (a.expert_id % 11) - 5 + abs(hashint4(a.id)) % 7)),
            '{}'::jsonb,
            case when abs(hashint4(a.id)) % 10 = 0 then null else a.create_time + (1 + abs(hashint4(a.id)) % 400) * interval '1 hour' end
       from review_assignments a where a.edition_id = $1`,
    [editionId],
  );
  await client.query(
    `insert into review_conflicts (edition_id, expert_id, declaration_id, conflict_type, source, status)
     select distinct on (a.expert_id, a.declaration_id) a.edition_id, a.expert_id, a.declaration_id,
            (array['same_unit','completer','collaborator','requested'])[1 + a.id % 4], 'staff',
            (array['confirmed','pending'])[1 + a.id % 2]
       from review_assignments a where a.edition_id = $1 and a.id % 97 = 0`,
    [editionId],
  );
}
