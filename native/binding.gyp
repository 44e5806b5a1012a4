{
  "targets": [
    {
      "target_name": "fuse_wait",
      "sources": ["fuse_wait.c"],
      "cflags": ["-O2", "-Wall", "-Wextra", "-Wno-unused-parameter"]
    }
  ]
}
