import { ArrowRight, Building2, CreditCard, Wallet } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import type { RegistrationOffer } from "#app/features/registrations/registration-offer";
import { RegisterLink } from "#app/features/registrations/registration-panel";
import { GraduationCap } from "./masterclass-icons";

/** The four registration modes (HRDC only if is_hrdc, NTW only if is_ntw). */
export function registrationOptions(isHrdc: boolean, isNtw: boolean) {
  return [
    {
      mode: "individual" as const,
      icon: Wallet,
      title: "Self Payment",
      text: "Register and pay for your own seat.",
      action: "Register & Pay",
    },
    {
      mode: "installment" as const,
      icon: CreditCard,
      title: "Installment Plan",
      text: "Spread the cost of your seat over several payments.",
      action: "Pay in Installments",
    },
    ...(isHrdc
      ? [
          {
            mode: "hrdc" as const,
            icon: Building2,
            title: "HRDC Claim",
            text: "Your employer registers you and claims up to 100% of the cost through HRDC: free for employees.",
            action: "Register with HRDC",
          },
        ]
      : []),
    ...(isNtw
      ? [
          {
            mode: "ntw" as const,
            icon: GraduationCap,
            title: "National Training Week",
            text: "Join free during National Training Week and receive an e-certificate.",
            action: "Register for NTW",
          },
        ]
      : []),
  ];
}

/** The course's ways to register, each opening its registration form; or why it is closed. */
export function RegistrationOptions({ offer }: { offer: RegistrationOffer }) {
  const options = registrationOptions(offer.modes.includes("hrdc"), offer.modes.includes("ntw"));
  if (offer.closed) {
    return (
      <p id="register" className="scroll-mt-20 rounded-xl bg-muted p-5 text-muted-foreground">
        Registration has closed: this course has already started.
      </p>
    );
  }
  return (
    <div id="register" className="scroll-mt-20">
      {offer.seatsLeft === 0 && (
        <p className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Fully booked. Choose an option to join the waiting list: the first seat released is
          offered to the first person waiting.
        </p>
      )}
      <ul
        className={cn(
          "grid gap-4 sm:grid-cols-2",
          options.length === 3 && "lg:grid-cols-3",
          options.length === 4 && "lg:grid-cols-4",
        )}
      >
        {options.map(({ mode, icon: Icon, title, text, action }) => (
          <li key={mode} data-mode={mode} className="flex flex-col rounded-xl border bg-card p-5">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <p className="mt-3 font-semibold">{title}</p>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{text}</p>
            <Button
              asChild
              className="mt-5 w-full"
              variant={mode === "individual" ? "default" : "outline"}
            >
              <RegisterLink mode={mode}>
                {action}
                <ArrowRight aria-hidden="true" />
              </RegisterLink>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
