import { isTrialType } from '@jade/contract/account-types';
import {
  MIN_PLAYER_AGE,
  ageOn,
  type MemberProfile,
  type OpsProfile,
  type OpsProfileCorrection,
  type ProfileUpdateBody,
} from '@jade/contract/profile';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { brandDayOf } from '../../platform/time/brand-periods';
import { writeAudit, type Actor } from '../operators/service';
import type { ProfileChanges, ProfileRepository, ProfileRow } from './repository';

/** The names accounts keeps on the member row. */
interface MemberNames {
  id: number;
  merchantCode: string;
  type: number;
  nickname: string;
  payeeName: string | null;
  line: string | null;
}

export interface ProfileDeps {
  db: Database;
  repo: ProfileRepository;
  /** Accounts' ports: the member row's names. */
  members: {
    findMemberById(id: number): Promise<MemberNames | undefined>;
    setNames(
      tx: DbOrTx,
      id: number,
      names: { nickname?: string; payeeName?: string; line?: string | null },
    ): Promise<void>;
    setPayeeNameOnce(tx: DbOrTx, id: number, payeeName: string): Promise<boolean>;
  };
  merchant: (code: string) => Promise<{ timeZone: string } | undefined>;
  now: () => number;
}

const orEmpty = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value === '' ? null : value);

/**
 * A player's personal details (decision A-profile-1). The real name and the birthday are set once
 * by the player; customer service corrects them after an ID check, with a reason, audited.
 */
export function createProfile(deps: ProfileDeps) {
  const { db, repo, now } = deps;

  function view(member: MemberNames, row: ProfileRow | undefined): MemberProfile {
    return {
      nickname: member.nickname,
      realName: orEmpty(member.payeeName),
      realNameLocked: orEmpty(member.payeeName) !== '',
      birthday: orEmpty(row?.birthday),
      birthdayLocked: Boolean(row?.birthday),
      telegram: orEmpty(row?.telegram),
      zalo: orEmpty(row?.zalo),
      line: orEmpty(member.line),
      nationality: orEmpty(row?.nationality),
      occupation: row?.occupation ?? '',
      incomeSource: row?.incomeSource ?? '',
      address: orEmpty(row?.address),
    };
  }

  async function fresh(memberId: number): Promise<MemberNames> {
    const member = await deps.members.findMemberById(memberId);
    if (!member) throw new AppError('request_param_err', 400, { field: 'memberId' });
    return member;
  }

  /** Refuses a birthday in the future or under the brand's minimum age, by the brand's today. */
  async function checkAge(merchantCode: string, birthday: string) {
    const zone = (await deps.merchant(merchantCode))?.timeZone ?? 'UTC';
    if (ageOn(birthday, brandDayOf(now(), zone)) < MIN_PLAYER_AGE)
      throw new AppError('profile.underage', 400, { field: 'birthday' });
  }

  async function opsView(memberId: number): Promise<OpsProfile> {
    const [member, row] = await Promise.all([fresh(memberId), repo.profileOf(memberId)]);
    return {
      ...view(member, row),
      memberId,
      birthdaySetBy: row?.birthday ? (row.birthdaySetBy ?? 'member') : null,
      updatedAt: row && row.updatedAt.getTime() > 0 ? row.updatedAt.getTime() : null,
    };
  }

  return {
    async profile(member: { id: number }): Promise<MemberProfile> {
      const [names, row] = await Promise.all([fresh(member.id), repo.profileOf(member.id)]);
      return view(names, row);
    },

    /** Saves the fields sent; a locked field may be sent again unchanged, never changed. */
    async update(member: { id: number; merchantCode: string; type: number }, body: ProfileUpdateBody) {
      if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
      if (body.birthday) await checkAge(member.merchantCode, body.birthday);
      await db.transaction(async (tx) => {
        // The lock orders two saves of one member, so the set-once fields are set once.
        const row = await repo.lockProfile(tx, member.id);
        const names = await fresh(member.id);
        const changes: ProfileChanges = { updatedAt: new Date(now()) };
        if (body.birthday !== undefined && body.birthday !== row?.birthday) {
          if (row?.birthday) throw new AppError('profile.locked', 409, { field: 'birthday' });
          Object.assign(changes, { birthday: body.birthday, birthdaySetBy: 'member' });
        }
        if (body.realName !== undefined && body.realName !== orEmpty(names.payeeName)) {
          const set = await deps.members.setPayeeNameOnce(tx, member.id, body.realName);
          if (!set) throw new AppError('profile.locked', 409, { field: 'realName' });
        }
        const nameChanges: { nickname?: string; line?: string | null } = {};
        if (body.nickname !== undefined) nameChanges.nickname = body.nickname;
        if (body.line !== undefined) nameChanges.line = orNull(body.line);
        await deps.members.setNames(tx, member.id, nameChanges);
        if (body.telegram !== undefined) changes.telegram = orNull(body.telegram.replace(/^@/, ''));
        if (body.zalo !== undefined) changes.zalo = orNull(body.zalo);
        if (body.nationality !== undefined) changes.nationality = orNull(body.nationality);
        if (body.occupation !== undefined)
          changes.occupation = body.occupation === '' ? null : body.occupation;
        if (body.incomeSource !== undefined)
          changes.incomeSource = body.incomeSource === '' ? null : body.incomeSource;
        if (body.address !== undefined) changes.address = orNull(body.address);
        await repo.saveProfile(tx, member.id, changes);
      });
      return this.profile(member);
    },

    /** The birthday, YYYY-MM-DD, or null (the reward centre's birthday bonus). */
    birthdayOf: (memberId: number) => repo.birthdayOf(memberId),

    // ---------------------------------------------------------------------------------- operators

    operatorProfile: (memberId: number) => opsView(memberId),

    /** Customer service sets a real name or birthday, even a locked one, with a reason (audited). */
    async correct(body: OpsProfileCorrection, actor: Actor): Promise<OpsProfile> {
      const member = await fresh(body.memberId);
      if (body.birthday) await checkAge(member.merchantCode, body.birthday);
      if (body.birthday === undefined && body.realName === undefined)
        throw new AppError('request_param_err', 400, { field: 'birthday' });
      const before = await opsView(body.memberId);
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await repo.lockProfile(tx, body.memberId);
        if (body.realName !== undefined)
          await deps.members.setNames(tx, body.memberId, { payeeName: body.realName });
        if (body.birthday !== undefined)
          await repo.saveProfile(tx, body.memberId, {
            birthday: body.birthday,
            birthdaySetBy: 'operator',
            updatedAt: at,
          });
        await writeAudit(
          tx,
          actor,
          {
            action: 'player.profile.correct',
            targetType: 'member',
            targetId: String(body.memberId),
            before: { realName: before.realName, birthday: before.birthday },
            after: {
              realName: body.realName ?? before.realName,
              birthday: body.birthday ?? before.birthday,
            },
            reason: body.reason,
          },
          at,
        );
      });
      return opsView(body.memberId);
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
