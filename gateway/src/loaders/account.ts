import type {
  CheckMobileCodeParams,
  CodeSent,
  CodeValid,
  Deleted,
  DeleteAccountParams,
  EditSubscribeParams,
  LoggedOut,
  LoginParams,
  ModifyMobileParams,
  ResetPasswordParams,
  SendEmailCodeParams,
  SendMobileCodeParams,
  Session,
  SignUpParams,
  SubscribeState,
  UnlockParams,
  UserInfo,
  ValidateEmailCodeParams,
} from '@tote/contract/account';
import type { ReferralCodeCheck } from '@tote/contract/points';
import type {
  ModifyNotifyConfigParams,
  NotifyConfig,
  Profile,
  ProfileEditParams,
  ProfileInfoResponse,
} from '@tote/contract/profile';
import type {
  LoginThirdConfirmParams,
  LoginThirdParams,
  LoginThirdResult,
  LoginThirdSetPasswordParams,
  MethodListParams,
  MethodListResponse,
} from '@tote/contract/social-sign-in';
import { read, write } from './define.js';

type None = Record<string, never>;

export const accountEndpoints = {
  // [auth] reads: the signed-in user's own data (context.ts clears them when the session changes)
  profileInfo: read<None, ProfileInfoResponse>('/profile/info'),
  profile: read<None, Profile>('/profile/query'),
  notifyConfig: read<None, NotifyConfig>('/profile/query-notify-config'),

  loginMethods: read<MethodListParams, MethodListResponse>('/user/login/methodList'),
  referralCodeCheck: read<{ code: string }, ReferralCodeCheck>('/point/referral/code-check'),

  sendEmailCode: write<SendEmailCodeParams, CodeSent>('/email/send-verification-code'),
  validateEmailCode: write<ValidateEmailCodeParams, CodeValid>('/email/validate-code'),
  editSubscribe: write<EditSubscribeParams, SubscribeState>('/email/editSubscribe'),

  signUp: write<SignUpParams, Session>('/user/sign-up'),
  logIn: write<LoginParams, Session>('/user/login'),
  unlock: write<UnlockParams, Session>('/user/unlock'),
  resetPassword: write<ResetPasswordParams, Session>('/user/reset-password'),
  logOut: write<None, LoggedOut>('/user/log-out'),
  deleteAccount: write<DeleteAccountParams, Deleted>('/user/delete'),
  loginThird: write<LoginThirdParams, LoginThirdResult>('/user/loginThird'),
  loginThirdConfirm: write<LoginThirdConfirmParams, Session>('/user/loginThird/confirm'),
  loginThirdSetPassword: write<LoginThirdSetPasswordParams, Session>('/user/loginThird/setPassword'),

  profileEdit: write<ProfileEditParams, Profile>('/profile/edit'),
  modifyNotifyConfig: write<ModifyNotifyConfigParams, NotifyConfig>('/profile/modify-notify-config'),
  sendMobileCode: write<SendMobileCodeParams, CodeSent>('/mobile/sendVerifyCode'),
  checkMobileCode: write<CheckMobileCodeParams, CodeValid>('/mobile/checkVerifyCode'),
  modifyMobile: write<ModifyMobileParams, UserInfo>('/user/modifyMobile'),
};
