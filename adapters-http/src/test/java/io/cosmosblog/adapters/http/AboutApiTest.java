package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.application.port.DataModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** What serves the blog, for the front page to say: the storage and the article's data model. */
class AboutApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @RegisterExtension
    static final TestApi onV1 = TestApi.onModel(DataModel.V1);

    @Test
    void names_the_storage_and_the_data_model() {
        Reply reply = api.get("/api/about").expect(200);

        assertThat(reply.header("Content-Type")).startsWith("application/json");
        JsonNode about = reply.json();
        assertThat(about.path("storage").asText()).isEqualTo("inmemory");
        assertThat(about.path("dataModel").asText()).isEqualTo("v3");
        assertThat(about.size()).as("fields of %s", reply.body()).isEqualTo(2);
    }

    @Test
    void names_the_model_the_service_was_given() {
        assertThat(onV1.get("/api/about").expect(200).json().path("dataModel").asText()).isEqualTo("v1");
    }

    @Test
    void costs_the_store_nothing_and_says_so_like_every_api_answer() {
        String cost = api.get("/api/about").expect(200).header("Server-Timing");

        assertThat(cost).startsWith("store;dur=").endsWith(";desc=\"ops=0 partitions=0 ru=0.00\"");
    }

    @Test
    void is_read_only() {
        api.sendingInvalid("POST", "/api/about", null, "{}").error(405, "method_not_allowed");
    }
}
