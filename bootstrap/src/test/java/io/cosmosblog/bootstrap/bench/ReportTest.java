package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.application.storage.DataModel;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The report's counts read as English: "1 client thread", not "1 client threads". */
class ReportTest {

    @Test
    void a_count_of_one_takes_the_singular() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Report(new PrintStream(bytes, true, StandardCharsets.UTF_8), DataModel.V3).header("inmemory", new BenchOptions(2, 1, 1, 1, 7));
        String header = bytes.toString(StandardCharsets.UTF_8);

        assertThat(header).contains("2 users (and 2 for scaling), 1 request per request type, 1 client thread, seed 7");
    }

    @Test
    void larger_counts_take_the_plural_grouped() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Report(new PrintStream(bytes, true, StandardCharsets.UTF_8), DataModel.V3).header("inmemory", new BenchOptions(1500, 10, 5000, 4, 42));

        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("1,500 users (and 15,000 for scaling), 5,000 requests per request type, 4 client threads, seed 42");
    }

    @Test
    void the_header_names_the_model_it_measured() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Report(new PrintStream(bytes, true, StandardCharsets.UTF_8), DataModel.V1).header("inmemory", new BenchOptions(2, 1, 1, 1, 7));

        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("storage inmemory, model v1;");
        assertThat(ArticleModels.figure("Q6", DataModel.V1).requestCharge()).isEqualTo(2063.54);
        assertThat(ArticleModels.figure("Q6", DataModel.V3).requestCharge()).isEqualTo(16.97);
    }
}
