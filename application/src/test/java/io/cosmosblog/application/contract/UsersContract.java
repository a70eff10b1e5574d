package io.cosmosblog.application.contract;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

public abstract class UsersContract extends ContractTest {

    @Test
    void finds_an_added_user_by_id() {
        User ada = Samples.user("ada");
        ports.users().add(ada);

        assertThat(ports.users().find(ada.id())).contains(ada);
    }

    @Test
    void finds_nothing_for_an_unknown_id() {
        assertThat(ports.users().find(UserId.generate())).isEmpty();
    }

    @Test
    void keeps_the_replaced_version() {
        User ada = Samples.user("ada");
        ports.users().add(ada);
        User renamed = ada.renamedTo(new Username("Ada Lovelace"));

        ports.users().replace(renamed);

        assertThat(ports.users().find(ada.id())).contains(renamed);
        assertThat(ports.users().find(ada.id()).orElseThrow().tokenHash()).isEqualTo(ada.tokenHash());
    }
}
