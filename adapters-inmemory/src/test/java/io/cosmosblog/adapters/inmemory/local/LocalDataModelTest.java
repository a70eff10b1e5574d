package io.cosmosblog.adapters.inmemory.local;


import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A data directory keeps the data model it was created with: read as another, it would answer wrongly. */
class LocalDataModelTest {

    @TempDir
    Path root;

    @Test
    void a_store_opened_as_another_model_is_refused_in_one_line_naming_both_and_what_to_do() {
        Path data = root.resolve("data");
        User ada = Samples.user("ada");
        try (InMemoryStorage store = open(data, DataModel.V1)) {
            store.ports().users().add(ada);
        }

        assertThatThrownBy(() -> open(data, DataModel.V2)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(data.toString()).hasMessageContaining("data model v1")
                .hasMessageContaining("data model v2").hasMessageNotContaining("\n")
                .hasMessageContaining("give another data directory (DATA_DIR) for a new v2 store, or MODEL=v1 to open this one");
        assertThatThrownBy(() -> InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining("data model v1").hasMessageContaining("data model v3");
        try (InMemoryStorage store = open(data, DataModel.V1)) {
            assertThat(store.ports().users().find(ada.id())).contains(ada);
        }
    }

    @Test
    void a_store_from_before_the_models_is_v3_and_is_upgraded_only_when_opened_as_v3() throws Exception {
        Path data = root.resolve("data");
        User ada = Samples.user("ada");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
        }
        // What schema version 3 wrote: no data model in meta.
        execute(data, "DELETE FROM meta WHERE key = 'data_model'");
        execute(data, "UPDATE meta SET value = '3' WHERE key = 'schema_version'");

        assertThatThrownBy(() -> open(data, DataModel.V1)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining("data model v3").hasMessageContaining("data model v1");
        assertThat(meta(data, "schema_version")).as("left as it was").isEqualTo("3");

        try (InMemoryStorage store = open(data, DataModel.V3)) {
            assertThat(store.ports().users().find(ada.id())).contains(ada);
        }
        assertThat(meta(data, "schema_version")).isEqualTo("4");
        assertThat(meta(data, "data_model")).isEqualTo("v3");
    }

    private static InMemoryStorage open(Path directory, DataModel model) {
        return InMemoryStorage.onDisk(directory, new StorageMeter(), model);
    }

    private static void execute(Path data, String sql) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        }
    }

    private static String meta(Path data, String key) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT value FROM meta WHERE key = '" + key + "'")) {
            return row.next() ? row.getString(1) : null;
        }
    }
}
