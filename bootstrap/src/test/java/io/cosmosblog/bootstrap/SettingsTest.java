package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingsTest {

    private static final String KEY = "c2VjcmV0LWtleQ==";
    private static final String AZURE = "https://my-account.documents.azure.com:443/";

    @Test
    void defaultsToPort8080OnTheLocalStoreInData() {
        Settings settings = Settings.fromEnvironment(Map.of());

        assertThat(settings.withProtection(Protection.embedded())).isEqualTo(new Settings(8080, StorageKind.LOCAL));
        assertThat(settings.storage()).isEqualTo(StorageKind.LOCAL);
        assertThat(settings.dataDir()).isEqualTo(Path.of("./data"));
    }

    @Test
    void inMemoryIsStillThereForTheAsking() {
        assertThat(Settings.fromEnvironment(Map.of("STORAGE", "inmemory")).storage()).isEqualTo(StorageKind.INMEMORY);
        assertThat(Settings.fromEnvironment(Map.of("STORAGE", " Local ")).storage()).isEqualTo(StorageKind.LOCAL);
    }

    @Test
    void theModelIsTheArticlesV3UnlessOneIsNamed() {
        assertThat(Settings.fromEnvironment(Map.of()).model()).isEqualTo(DataModel.V3);
        assertThat(Settings.fromEnvironment(Map.of("MODEL", " V1 ")).model()).isEqualTo(DataModel.V1);
        assertThat(Settings.fromEnvironment(Map.of("MODEL", "v2")).withPort(0).model()).isEqualTo(DataModel.V2);
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("MODEL", "v5")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("MODEL must be v1, v2, v3 or v4, not 'v5'");
    }

    @Test
    void readsTheDataDirectory() {
        assertThat(Settings.fromEnvironment(Map.of("DATA_DIR", "/srv/blog")).dataDir()).isEqualTo(Path.of("/srv/blog"));
        assertThat(Settings.fromEnvironment(Map.of("DATA_DIR", " ")).dataDir()).isEqualTo(Path.of("./data"));
        assertThat(Settings.fromEnvironment(Map.of("DATA_DIR", "/srv/blog")).withPort(0).dataDir()).isEqualTo(Path.of("/srv/blog"));
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("DATA_DIR", "bad\0path")))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("DATA_DIR");
    }

    @Test
    void theDataDirectoryIsInTheTableOfVariablesWithItsDefault() {
        assertThat(Variable.DATA_DIR.hasOption()).isTrue();
        assertThat(Variable.DATA_DIR.paramLabel()).isEqualTo("DIR");
        assertThat(Variable.DATA_DIR.meaning()).isEqualTo("where the local store keeps its data");
        assertThat(Variable.DATA_DIR.byDefault()).contains("default ./data");
        assertThat(Variable.STORAGE.byDefault()).contains("default local");
    }

    @Test
    void readsPortAndStorage() {
        Settings settings = Settings.fromEnvironment(cosmos(Map.of("PORT", "9000", "STORAGE", "COSMOS")));
        assertThat(settings.port()).isEqualTo(9000);
        assertThat(settings.storage()).isEqualTo(StorageKind.COSMOS);
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
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("local, inmemory, cosmos");
    }

    @Test
    void cosmosNeedsAnEndpoint() {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("STORAGE", "cosmos", "COSMOS_KEY", KEY)))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_ENDPOINT");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " "})
    void withoutAKeyTheServiceSignsInWithMicrosoftEntraId(String key) {
        Map<String, String> environment = new HashMap<>(Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", AZURE, "COSMOS_KEY", key));
        CosmosSettings withBlankKey = Settings.fromEnvironment(environment).cosmos().orElseThrow();
        environment.remove("COSMOS_KEY");
        CosmosSettings withoutKey = Settings.fromEnvironment(environment).cosmos().orElseThrow();

        assertThat(withBlankKey.accountKey()).isEmpty();
        assertThat(withoutKey.accountKey()).isEmpty();
        assertThat(withoutKey.toString()).contains("Microsoft Entra ID");
        assertThatThrownBy(withoutKey::key).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Q", "not base64!", "~secret~"})
    void refusesAKeyThatIsNoAccountKeyWithoutShowingIt(String key) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", AZURE, "COSMOS_KEY", key)))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_KEY")
                .hasMessageNotContaining(key);
    }

    @ParameterizedTest
    @ValueSource(strings = {"my-account", "ftp://host/", "https://", "http:// bad host/"})
    void refusesAnEndpointThatIsNoUrlWithoutShowingTheKey(String endpoint) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", endpoint, "COSMOS_KEY", KEY)))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_ENDPOINT")
                .hasMessageNotContaining(KEY);
    }

    @Test
    void anAzureAccountDiscoversItsRegionsAndDefaultsToTheBlogDatabase() {
        CosmosSettings cosmos = Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos"))).cosmos().orElseThrow();
        assertThat(cosmos.endpoint()).isEqualTo(AZURE);
        assertThat(cosmos.accountKey()).contains(KEY);
        assertThat(cosmos.database()).isEqualTo("blog");
        assertThat(cosmos.endpointDiscovery()).isTrue();
        assertThat(cosmos.gatewayMode()).as("direct mode on Azure").isFalse();
        assertThat(cosmos.provisioning()).isEqualTo(Provisioning.CREATE);
        assertThat(cosmos.throughput()).isEqualTo(Throughput.NONE);
        assertThat(cosmos.preferredRegions()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:8081/", "https://localhost:8081/", "https://LOCALHOST:8081"})
    void aLocalEndpointIsTheEmulatorOrTheTestServerWithoutRegions(String endpoint) {
        Map<String, String> environment = Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", endpoint, "COSMOS_KEY", KEY,
                "COSMOS_DATABASE", "mine");
        CosmosSettings cosmos = Settings.fromEnvironment(environment).cosmos().orElseThrow();
        assertThat(cosmos.endpointDiscovery()).isFalse();
        assertThat(cosmos.gatewayMode()).as("gateway mode on a local endpoint").isTrue();
        assertThat(cosmos.database()).isEqualTo("mine");
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://localhost:8081/", "https://127.0.0.1:8081/"})
    void aLocalEndpointWithoutAKeyIsRefusedInOneLineSinceEntraIdAnswersOnlyOnAzure(String endpoint) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", endpoint)))
                .isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("COSMOS_KEY is required for a local endpoint")
                .hasMessageContaining("any base64 key works on the local test server");
    }

    @Test
    void aPlainHttpEndpointNeedsTheSdksFlagOrItWouldQuietlyTryHttps() {
        Map<String, String> environment = cosmos(Map.of("COSMOS_ENDPOINT", "http://127.0.0.1:8081/"));
        assertThatThrownBy(() -> CosmosEnvironment.read(environment, 0, new Properties()))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED");
        Properties flagged = new Properties();
        flagged.setProperty("COSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true");
        assertThat(CosmosEnvironment.read(environment, 0, flagged).endpoint()).isEqualTo("http://127.0.0.1:8081/");
        Map<String, String> viaEnvironment = new HashMap<>(environment);
        viaEnvironment.put("COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true");
        assertThat(CosmosEnvironment.read(viaEnvironment, 0, new Properties()).endpoint()).isEqualTo("http://127.0.0.1:8081/");
    }

    @Test
    void theLeaseHostNameIsStableForOneHostAndPort() {
        Map<String, String> environment = cosmos(Map.of("STORAGE", "cosmos", "HOSTNAME", "blog-7f9c", "PORT", "8080"));
        assertThat(Settings.fromEnvironment(environment).cosmos().orElseThrow().hostName()).isEqualTo("blog-7f9c:8080");
        Map<String, String> withoutHostname = cosmos(Map.of("STORAGE", "cosmos"));
        assertThat(Settings.fromEnvironment(withoutHostname).cosmos().orElseThrow().hostName())
                .isEqualTo(Settings.fromEnvironment(withoutHostname).cosmos().orElseThrow().hostName()).endsWith(":8080");
    }

    @Test
    void instancesOnAnyFreePortGetLeaseHostNamesOfTheirOwn() {
        Map<String, String> anyPort = cosmos(Map.of("STORAGE", "cosmos", "HOSTNAME", "blog-7f9c", "PORT", "0"));

        assertThat(Settings.fromEnvironment(anyPort).cosmos().orElseThrow().hostName())
                .startsWith("blog-7f9c:any-")
                .isNotEqualTo(Settings.fromEnvironment(anyPort).cosmos().orElseThrow().hostName());
    }

    @Test
    void consistencyIsTheAccountsDefaultUnlessSet() {
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos"))).cosmos().orElseThrow().consistency()).isEmpty();
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_CONSISTENCY", "eventual")))
                .cosmos().orElseThrow().consistency()).contains("Eventual");
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_CONSISTENCY", "BOUNDED_STALENESS")))
                .cosmos().orElseThrow().consistency()).contains("BoundedStaleness");
        assertThatThrownBy(() -> Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_CONSISTENCY", "sometimes"))))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_CONSISTENCY").hasMessageContaining("Session");
    }

    @Test
    void theRequestTimeLimitDefaultsToTenSecondsAndIsReadInMilliseconds() {
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos"))).cosmos().orElseThrow().requestTimeout())
                .isEqualTo(java.time.Duration.ofSeconds(10));
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_REQUEST_TIMEOUT_MS", "2500")))
                .cosmos().orElseThrow().requestTimeout()).isEqualTo(java.time.Duration.ofMillis(2500));
        for (String bad : new String[] {"0", "-1", "2s", "99999999"}) {
            assertThatThrownBy(() -> Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_REQUEST_TIMEOUT_MS", bad))))
                    .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_REQUEST_TIMEOUT_MS");
        }
    }

    @Test
    void theLeaseExpiryDefaultsToTheSdksMinuteAndIsReadInMilliseconds() {
        assertThat(Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos"))).cosmos().orElseThrow().leaseExpiry())
                .isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(cosmosWith("COSMOS_LEASE_EXPIRY_MS", "3000").leaseExpiry()).isEqualTo(java.time.Duration.ofSeconds(3));
        for (String bad : new String[] {"999", "0", "-1", "3s", "99999999"}) {
            assertThatThrownBy(() -> Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", "COSMOS_LEASE_EXPIRY_MS", bad))))
                    .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_LEASE_EXPIRY_MS");
        }
    }

    @Test
    void theConnectionModeIsDirectOnAzureGatewayLocallyUnlessSaidOtherwise() {
        assertThat(cosmosWith("COSMOS_CONNECTION_MODE", "gateway").gatewayMode()).isTrue();
        assertThat(cosmosWith("COSMOS_CONNECTION_MODE", "Direct").gatewayMode()).isFalse();
        assertThatThrownBy(() -> cosmosWith("COSMOS_CONNECTION_MODE", "tcp"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_CONNECTION_MODE");
    }

    @Test
    void provisioningCreatesUnlessToldToVerifyOnly() {
        assertThat(cosmosWith("COSMOS_PROVISION", "verify").provisioning()).isEqualTo(Provisioning.VERIFY);
        assertThat(cosmosWith("COSMOS_PROVISION", "Create").provisioning()).isEqualTo(Provisioning.CREATE);
        assertThat(cosmosWith("COSMOS_PROVISION", "migrate").provisioning()).isEqualTo(Provisioning.MIGRATE);
        assertThatThrownBy(() -> cosmosWith("COSMOS_PROVISION", "check"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_PROVISION").hasMessageContaining("create, migrate or verify");
    }

    @Test
    void throughputIsNoneManualOrAutoscale() {
        assertThat(cosmosWith("COSMOS_THROUGHPUT", "none").throughput()).isEqualTo(Throughput.NONE);
        assertThat(cosmosWith("COSMOS_THROUGHPUT", "manual:400").throughput()).isEqualTo(new Throughput(Throughput.Kind.MANUAL, 400));
        assertThat(cosmosWith("COSMOS_THROUGHPUT", "autoscale:1000").throughput())
                .isEqualTo(new Throughput(Throughput.Kind.AUTOSCALE, 1000));
        for (String bad : new String[] {"400", "manual:300", "autoscale:1500", "serverless"}) {
            assertThatThrownBy(() -> cosmosWith("COSMOS_THROUGHPUT", bad))
                    .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_THROUGHPUT");
        }
    }

    @Test
    void preferredRegionsAreReadInOrder() {
        assertThat(cosmosWith("COSMOS_PREFERRED_REGIONS", "West Europe, North Europe").preferredRegions())
                .containsExactly("West Europe", "North Europe");
        assertThatThrownBy(() -> cosmosWith("COSMOS_PREFERRED_REGIONS", "West Europe,,North Europe"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("COSMOS_PREFERRED_REGIONS");
    }

    @Test
    void neverPrintsTheKey() {
        Settings settings = Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos")));
        assertThat(settings.toString()).contains(AZURE).doesNotContain(KEY);
    }

    @Test
    void cosmosSettingsGoOnlyWithCosmosStorage() {
        assertThat(Settings.fromEnvironment(cosmos(Map.of())).cosmos()).isEmpty();
        assertThatThrownBy(() -> new Settings(0, StorageKind.COSMOS)).isInstanceOf(IllegalArgumentException.class);
    }

    private static CosmosSettings cosmosWith(String name, String value) {
        return Settings.fromEnvironment(cosmos(Map.of("STORAGE", "cosmos", name, value))).cosmos().orElseThrow();
    }

    private static Map<String, String> cosmos(Map<String, String> more) {
        Map<String, String> environment = new HashMap<>(Map.of("COSMOS_ENDPOINT", AZURE, "COSMOS_KEY", KEY));
        environment.putAll(more);
        return environment;
    }
}
