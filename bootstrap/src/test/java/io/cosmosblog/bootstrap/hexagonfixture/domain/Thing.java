package io.cosmosblog.bootstrap.hexagonfixture.domain;

public record Thing(String name) {
}
