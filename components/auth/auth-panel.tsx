"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AuthTab } from "@/components/auth/auth-dialog-context";
import { consumeAuthRedirect } from "@/lib/auth/redirect";

/**
 * Login and Register tabs, shared by the auth dialog and /join. After logging in, the user goes to
 * the path remembered in session storage (plan lower-cased), else `fallbackPath`, else stays.
 */
export function AuthPanel({
  tab,
  onTabChange,
  onFinished,
  fallbackPath,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onFinished?: () => void;
  fallbackPath?: string;
}) {
  const router = useRouter();
  const t = useTranslations("auth.dialog.tabs");

  function afterLogin() {
    onFinished?.();
    const target = consumeAuthRedirect() ?? fallbackPath;
    if (target) router.push(target);
    router.refresh();
  }

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <TabsList>
        <TabsTrigger value="login">{t("login")}</TabsTrigger>
        <TabsTrigger value="register">{t("register")}</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm onSuccess={afterLogin} onRegister={() => onTabChange("register")} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm onDone={() => onFinished?.()} onLoggedIn={afterLogin} />
      </TabsContent>
    </Tabs>
  );
}
