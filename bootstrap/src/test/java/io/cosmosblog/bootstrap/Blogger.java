package io.cosmosblog.bootstrap;

/** A user a test registered, with the token to act as them. */
record Blogger(String id, String username, String token) {

    static Blogger register(ApiClient client, String username) {
        Reply reply = client.post("/api/users", "{\"username\":\"" + username + "\"}", null).expect(201);
        return new Blogger(reply.text("id"), reply.text("username"), reply.text("token"));
    }

    String write(ApiClient client, String title, String content) {
        return client.post("/api/posts", "{\"title\":\"" + title + "\",\"content\":\"" + content + "\"}", token)
                .expect(201).text("id");
    }
}
