package io.cosmosblog.adapters.cosmos.provisioning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ThroughputTest {

    @Test
    void readsNoneManualAndAutoscale() {
        assertThat(Throughput.parse(" None ")).isEqualTo(Throughput.NONE);
        assertThat(Throughput.NONE.properties()).isEmpty();
        Throughput manual = Throughput.parse("manual:400");
        assertThat(manual).isEqualTo(new Throughput(Throughput.Kind.MANUAL, 400));
        assertThat(manual.properties().orElseThrow().getManualThroughput()).isEqualTo(400);
        Throughput autoscale = Throughput.parse("AUTOSCALE:4000");
        assertThat(autoscale.properties().orElseThrow().getAutoscaleMaxThroughput()).isEqualTo(4000);
        assertThat(autoscale).hasToString("autoscale:4000");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "400", "manual", "manual:", "manual:399", "manual:450", "manual:-400", "autoscale:400",
            "autoscale:1500", "serverless", "shared:400", "manual:400ru"})
    void refusesAnythingElseSayingWhatItTakes(String value) {
        assertThatThrownBy(() -> Throughput.parse(value))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none, manual:<RU/s>");
    }
}
