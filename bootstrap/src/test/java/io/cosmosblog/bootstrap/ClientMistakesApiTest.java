package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.BeforeAll;

/** The client mistakes suites, one per storage: a running blog with a user, ann, and a post of hers to get wrong. */
abstract class ClientMistakesApiTest extends ApiTest {

    protected Blogger ann;
    protected String post;

    @BeforeAll
    void writeAPost() {
        ann = Blogger.register(client, "ann");
        post = ann.write(client, "Post", "text");
    }
}
