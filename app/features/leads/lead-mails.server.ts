import { customTrainingMail } from "./custom-training/custom-training-mail.server";
import { grantInquiryMail } from "#app/features/grants/grant-inquiry-mail.server";
import { callbackMail } from "./callback-mail.server";
import { quizMail } from "#app/features/quiz/quiz-mail.server";
import {
  masterclassHrdcMail,
  masterclassIndividualMail,
  masterclassInstallmentMail,
} from "#app/features/registrations/registration-mail.server";
import { ntwMail } from "#app/features/registrations/ntw-registration-mail.server";

/**
 * Every lead type's mails, one module each in its feature folder. The server
 * knows them only through this list: `app/entry.server.tsx` exports it,
 * `boot()` registers it from the server build before the mail worker starts
 * (`server/email/registry.ts`), and tests register it by importing it.
 * A new lead form adds its module here.
 */
export const leadMails = [
  quizMail,
  callbackMail,
  masterclassIndividualMail,
  masterclassInstallmentMail,
  masterclassHrdcMail,
  ntwMail,
  grantInquiryMail,
  customTrainingMail,
] as const;

export type LeadMails = typeof leadMails;
