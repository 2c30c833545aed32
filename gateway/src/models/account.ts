/** The signed-in shopper and their account (schema/account.graphql). */
import type { UserInfo } from '@tote/contract/account';
import type { NotifySetting, Profile } from '@tote/contract/profile';
import type { LoginMethod } from '@tote/contract/social-sign-in';

/** The signed-in shopper: /v1 UserInfo (from /profile/info or a Session). */
export type UserModel = UserInfo;
export type ProfileModel = Profile;
export type NotificationSettingModel = NotifySetting;
export type LoginMethodModel = LoginMethod;
