"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import type { PasswordPolicy, PasswordRule, PasswordRuleText } from "@/lib/auth/password-policy";

// Until the configuration loads, only the length rule applies.
const loadingPolicy: PasswordPolicy = {
  minLength: 8,
  requireUppercase: false,
  requireLowercase: false,
  requireNumbers: false,
  requireSymbols: false,
};

let cached: { policy: PasswordPolicy; at: number } | null = null;
const CACHE_MS = 5 * 60 * 1000;

/**
 * The configured password rules, fetched once and cached for 5 minutes, and the words of each rule
 * in the page's language (for the schemas built from the policy).
 */
export function usePasswordPolicy(): { policy: PasswordPolicy; loaded: boolean; ruleText: PasswordRuleText } {
  const t = useTranslations("validation.auth.password");
  const [state, setState] = useState(() =>
    cached && Date.now() - cached.at < CACHE_MS
      ? { policy: cached.policy, loaded: true }
      : { policy: loadingPolicy, loaded: false },
  );
  useEffect(() => {
    if (state.loaded) return;
    let active = true;
    fetch("/api/auth/password-policy")
      .then((response) =>
        response.ok
          ? (response.json() as Promise<PasswordPolicy>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((policy) => {
        cached = { policy, at: Date.now() };
        if (active) setState({ policy, loaded: true });
      })
      .catch(() => {
        // The server validates anyway; keep the length rule.
      });
    return () => {
      active = false;
    };
  }, [state.loaded]);
  const minLength = state.policy.minLength;
  const ruleText = useCallback((rule: PasswordRule) => t(rule, { min: minLength }), [t, minLength]);
  return { ...state, ruleText };
}
