/* elf_image.c — see elf_image.h. */
#include "elf_image.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Does [off, off + size) lie inside the file? */
static int inside(const struct hd_elf_image *im, uint64_t off, uint64_t size) {
  return off <= im->len && size <= im->len - off;
}

int hd_elf_image_open(struct hd_elf_image *im, const char *path) {
  *im = (struct hd_elf_image){0};
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  struct stat st;
  void *p = MAP_FAILED;
  if (fstat(fd, &st) == 0 && st.st_size >= (off_t)sizeof(Elf64_Ehdr))
    p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  if (p == MAP_FAILED) return -1;
  im->bytes = p;
  im->len = (size_t)st.st_size;
  const Elf64_Ehdr *eh = p;
  const unsigned char *id = eh->e_ident;
  if (id[EI_MAG0] != ELFMAG0 || id[EI_MAG1] != ELFMAG1 || id[EI_MAG2] != ELFMAG2 || id[EI_MAG3] != ELFMAG3 ||
      id[EI_CLASS] != ELFCLASS64 || eh->e_shoff == 0 || eh->e_shentsize != sizeof(Elf64_Shdr) ||
      !inside(im, eh->e_shoff, (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr))) {
    hd_elf_image_close(im);
    return -1;
  }
  im->sections = (const Elf64_Shdr *)(im->bytes + eh->e_shoff);
  im->nsections = eh->e_shnum;
  /* Over SHN_LORESERVE sections: the count is section 0's sh_size (ELF's extended numbering). */
  if (im->nsections == 0 && inside(im, eh->e_shoff, sizeof(Elf64_Shdr)) &&
      im->sections[0].sh_size <= im->len / sizeof(Elf64_Shdr) &&
      inside(im, eh->e_shoff, im->sections[0].sh_size * sizeof(Elf64_Shdr)))
    im->nsections = (unsigned)im->sections[0].sh_size;
  return 0;
}

void hd_elf_image_close(struct hd_elf_image *im) {
  if (im->bytes) munmap((void *)im->bytes, im->len);
  *im = (struct hd_elf_image){0};
}

const Elf64_Shdr *hd_elf_section(const struct hd_elf_image *im, size_t idx) {
  return idx < im->nsections ? &im->sections[idx] : 0;
}

int hd_elf_symtab(const struct hd_elf_image *im, unsigned type, struct hd_elf_symtab *out) {
  *out = (struct hd_elf_symtab){0};
  for (unsigned i = 0; i < im->nsections; i++) {
    const Elf64_Shdr *sh = &im->sections[i];
    if (sh->sh_type != type) continue;
    const Elf64_Shdr *str = hd_elf_section(im, sh->sh_link);
    if (sh->sh_entsize != sizeof(Elf64_Sym) || !str || !inside(im, sh->sh_offset, sh->sh_size) ||
        !inside(im, str->sh_offset, str->sh_size) || str->sh_size == 0 ||
        im->bytes[str->sh_offset + str->sh_size - 1] != 0) /* every name ends inside the table */
      return -1;
    out->syms = (const Elf64_Sym *)(im->bytes + sh->sh_offset);
    out->n = sh->sh_size / sizeof(Elf64_Sym);
    out->names = (const char *)im->bytes + str->sh_offset;
    out->names_len = str->sh_size;
    return 0;
  }
  return -1;
}
