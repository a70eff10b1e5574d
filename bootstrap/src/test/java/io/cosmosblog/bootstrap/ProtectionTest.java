package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.security.ClientBudgets;
import io.cosmosblog.adapters.http.security.ClientBudgets.NewAccounts;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The protections read from the environment: what a deployment gets without saying anything, and mistakes. */
class ProtectionTest {

    @Test
    void a_deployment_that_says_nothing_gets_limits_30_day_tokens_and_metrics_on_loopback_next_to_its_port() {
        Protection protection = Settings.fromEnvironment(Map.of("PORT", "9000")).protection();

        assertThat(protection.host()).as("the blog itself, on this machine only").isEqualTo("127.0.0.1");
        assertThat(protection.tokenLifetime().value()).isEqualTo(Duration.ofDays(30));
        assertThat(protection.managementHost()).isEqualTo("127.0.0.1");
        assertThat(protection.managementPort()).isEqualTo(9001);
        ClientBudgets budgets = protection.budgets();
        assertThat(budgets.signUps()).isEqualTo(new RateLimit(10, Duration.ofMinutes(1)));
        assertThat(budgets.writes()).isEqualTo(new RateLimit(120, Duration.ofMinutes(1)));
        assertThat(budgets.renames()).isEqualTo(new RateLimit(5, Duration.ofHours(1)));
        assertThat(budgets.writesPerAddress()).isEqualTo(new RateLimit(600, Duration.ofMinutes(1)));
        assertThat(budgets.bytes()).isEqualTo(new RateLimit(2 * 1024 * 1024, Duration.ofMinutes(1)));
        assertThat(budgets.bytesDaily()).isEqualTo(new RateLimit(32 * 1024 * 1024, Duration.ofDays(1)));
        assertThat(budgets.newAccounts()).as("a quarter of each account budget on the first day")
                .isEqualTo(new NewAccounts(Duration.ofDays(1), new RateLimit(30, Duration.ofMinutes(1)),
                        new RateLimit(512 * 1024, Duration.ofMinutes(1)), new RateLimit(8 * 1024 * 1024, Duration.ofDays(1))));
        assertThat(protection.trustedProxies().isEmpty()).isTrue();
    }

    @Test
    void session_tokens_are_signed_with_the_shared_key_or_unset_with_one_of_this_instance() {
        String key = "k".repeat(SessionTokenSignature.SHORTEST_KEY);
        Protection shared = Settings.fromEnvironment(Map.of("SESSION_TOKEN_KEY", key)).protection();

        assertThat(shared.sessionTokens().orElseThrow().verified(SessionTokenSignature.withKey(key).sign("posts=0:-1#3")))
                .as("another instance with the same key").contains("posts=0:-1#3");
        assertThat(Settings.fromEnvironment(Map.of()).protection().sessionTokens()).as("unset: a key drawn at start").isEmpty();
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("SESSION_TOKEN_KEY", "short")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("SESSION_TOKEN_KEY");
    }

    @Test
    void each_is_set_by_its_variable() {
        Protection protection = Settings.fromEnvironment(Map.of("HOST", " 0.0.0.0 ", "TOKEN_LIFETIME", "12h", "MANAGEMENT_PORT", "none",
                "MANAGEMENT_HOST", "0.0.0.0", "RATE_LIMIT_SIGN_UPS", "off", "RATE_LIMIT_WRITES", "5/s", "RATE_LIMIT_RENAMES", "off", "TRUST_PROXY", "10.0.0.5, 10.1.0.0/16,fd00::/8"))
                .protection();
        ClientBudgets budgets = Settings.fromEnvironment(Map.of("RATE_LIMIT_WRITES", "5/s", "RATE_LIMIT_BYTES", "512KiB/min",
                "RATE_LIMIT_BYTES_DAILY", "off", "NEW_ACCOUNT_PERIOD", "12h", "NEW_ACCOUNT_SHARE", "50%")).protection().budgets();

        assertThat(protection.host()).isEqualTo("0.0.0.0");
        assertThat(protection.tokenLifetime().value()).isEqualTo(Duration.ofHours(12));
        assertThat(protection.managementPort()).isEqualTo(Protection.NO_MANAGEMENT_PORT);
        assertThat(protection.managementHost()).isEqualTo("0.0.0.0");
        assertThat(protection.budgets().signUps().isOff()).isTrue();
        assertThat(protection.budgets().writes()).isEqualTo(new RateLimit(5, Duration.ofSeconds(1)));
        assertThat(protection.budgets().renames().isOff()).isTrue();
        assertThat(budgets.bytes()).isEqualTo(new RateLimit(512 * 1024, Duration.ofMinutes(1)));
        assertThat(budgets.bytesDaily().isOff()).isTrue();
        assertThat(budgets.newAccounts()).isEqualTo(new NewAccounts(Duration.ofHours(12), new RateLimit(3, Duration.ofSeconds(1)),
                new RateLimit(256 * 1024, Duration.ofMinutes(1)), RateLimit.OFF));
        assertThat(Settings.fromEnvironment(Map.of("NEW_ACCOUNT_PERIOD", "off")).protection().budgets().newAccounts())
                .isEqualTo(NewAccounts.NONE);
        assertThat(protection.trustedProxies()).hasToString("10.0.0.5/32,10.1.0.0/16,fd00:0:0:0:0:0:0:0/8");
    }

    @Test
    void mistakes_are_named_with_their_variable() {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TOKEN_LIFETIME", "forever")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("TOKEN_LIFETIME");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TOKEN_LIFETIME", "0d")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("TOKEN_LIFETIME");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("MANAGEMENT_PORT", "70000")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("MANAGEMENT_PORT");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("RATE_LIMIT_WRITES", "lots")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("RATE_LIMIT_WRITES");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("RATE_LIMIT_BYTES", "10/min")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("RATE_LIMIT_BYTES").hasMessageContaining("2MiB/min");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("NEW_ACCOUNT_SHARE", "150%")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("NEW_ACCOUNT_SHARE");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("NEW_ACCOUNT_PERIOD", "soon")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("NEW_ACCOUNT_PERIOD");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TRUST_PROXY", "yes")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("TRUST_PROXY");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TRUST_PROXY", "true")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("e.g. 10.0.0.5");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TRUST_PROXY", "10.0.0.0/33")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("prefix");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("TRUST_PROXY", "proxy.example.com")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("is not an address");
    }
}
