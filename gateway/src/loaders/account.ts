import { accountsEmailV1, accountsProfileV1, accountsThirdV1, accountsUserV1 } from '@tote/contract/v1/accounts';
import { read, write } from './define.js';

export const accountEndpoints = {
  // [auth] reads: the signed-in user's own data (context.ts clears them when the session changes)
  profileInfo: read(accountsProfileV1.profileInfo),
  profile: read(accountsProfileV1.profileQuery),
  notifyConfig: read(accountsProfileV1.profileQueryNotifyConfig),

  loginMethods: read(accountsThirdV1.loginMethodList),
  referralCodeCheck: read(accountsProfileV1.pointReferralCodeCheck),
  pointBalance: read(accountsProfileV1.pointQuery),

  sendEmailCode: write(accountsEmailV1.sendVerificationCode),
  validateEmailCode: write(accountsEmailV1.validateCode),
  editSubscribe: write(accountsEmailV1.editSubscribe),
  inviteFriends: write(accountsEmailV1.referral),

  signUp: write(accountsUserV1.signUp),
  logIn: write(accountsUserV1.login),
  unlock: write(accountsUserV1.unlock),
  resetPassword: write(accountsUserV1.resetPassword),
  logOut: write(accountsUserV1.logOut),
  deleteAccount: write(accountsUserV1.delete),
  loginThird: write(accountsThirdV1.loginThird),
  loginThirdConfirm: write(accountsThirdV1.loginThirdConfirm),
  loginThirdSetPassword: write(accountsThirdV1.loginThirdSetPassword),

  profileEdit: write(accountsProfileV1.profileEdit),
  modifyNotifyConfig: write(accountsProfileV1.profileModifyNotifyConfig),
  sendMobileCode: write(accountsProfileV1.mobileSendVerifyCode),
  checkMobileCode: write(accountsProfileV1.mobileCheckVerifyCode),
  modifyMobile: write(accountsUserV1.modifyMobile),
};
