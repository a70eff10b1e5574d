package io.cosmosblog.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SettingsTest {

    @Test
    void defaultsToPort8080InMemory() {
        assertThat(Settings.fromEnvironment(Map.of())).isEqualTo(new Settings(8080, StorageKind.INMEMORY));
    }

    @Test
    void readsPortAndStorage() {
        assertThat(Settings.fromEnvironment(Map.of("PORT", "9000", "STORAGE", "COSMOS")))
                .isEqualTo(new Settings(9000, StorageKind.COSMOS));
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "65536", "99999999999", "80 80"})
    void refusesABadPort(String port) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("PORT", port)))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("PORT");
    }

    @Test
    void refusesAnUnknownStorageNamingTheChoices() {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("STORAGE", "mongo")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("inmemory, cosmos");
    }
}
