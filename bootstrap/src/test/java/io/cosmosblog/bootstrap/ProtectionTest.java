package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.security.RateLimit;
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
        assertThat(protection.signUps()).isEqualTo(new RateLimit(10, Duration.ofMinutes(1)));
        assertThat(protection.writes()).isEqualTo(new RateLimit(120, Duration.ofMinutes(1)));
        assertThat(protection.renames()).isEqualTo(new RateLimit(5, Duration.ofHours(1)));
        assertThat(protection.writesPerAddress()).isEqualTo(new RateLimit(600, Duration.ofMinutes(1)));
        assertThat(protection.trustedProxies().isEmpty()).isTrue();
    }

    @Test
    void each_is_set_by_its_variable() {
        Protection protection = Settings.fromEnvironment(Map.of("HOST", " 0.0.0.0 ", "TOKEN_LIFETIME", "12h", "MANAGEMENT_PORT", "none",
                "MANAGEMENT_HOST", "0.0.0.0", "RATE_LIMIT_SIGN_UPS", "off", "RATE_LIMIT_WRITES", "5/s", "RATE_LIMIT_RENAMES", "off", "TRUST_PROXY", "10.0.0.5, 10.1.0.0/16,fd00::/8"))
                .protection();

        assertThat(protection.host()).isEqualTo("0.0.0.0");
        assertThat(protection.tokenLifetime().value()).isEqualTo(Duration.ofHours(12));
        assertThat(protection.managementPort()).isEqualTo(Protection.NO_MANAGEMENT_PORT);
        assertThat(protection.managementHost()).isEqualTo("0.0.0.0");
        assertThat(protection.signUps().isOff()).isTrue();
        assertThat(protection.writes()).isEqualTo(new RateLimit(5, Duration.ofSeconds(1)));
        assertThat(protection.renames().isOff()).isTrue();
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
