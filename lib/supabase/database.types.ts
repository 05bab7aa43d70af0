export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.5"
  }
  public: {
    Tables: {
      analytics_events: {
        Row: {
          created_at: string
          event_name: string
          id: number
          path: string | null
          properties: Json
          referrer: string | null
          session_id: string | null
          user_id: string | null
        }
        Insert: {
          created_at?: string
          event_name: string
          id?: never
          path?: string | null
          properties?: Json
          referrer?: string | null
          session_id?: string | null
          user_id?: string | null
        }
        Update: {
          created_at?: string
          event_name?: string
          id?: never
          path?: string | null
          properties?: Json
          referrer?: string | null
          session_id?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      article_categories: {
        Row: {
          created_at: string
          description: string
          id: string
          name: string
          slug: string
          sort_order: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          id?: string
          name: string
          slug: string
          sort_order?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          id?: string
          name?: string
          slug?: string
          sort_order?: number
          updated_at?: string
        }
        Relationships: []
      }
      article_slug_history: {
        Row: {
          article_id: string
          created_at: string
          old_slug: string
        }
        Insert: {
          article_id: string
          created_at?: string
          old_slug: string
        }
        Update: {
          article_id?: string
          created_at?: string
          old_slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "article_slug_history_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
        ]
      }
      articles: {
        Row: {
          author_id: string | null
          category_id: string | null
          content: string
          cover_image_alt: string | null
          cover_image_url: string | null
          created_at: string
          excerpt: string
          id: string
          published_at: string | null
          reading_time_minutes: number | null
          search: unknown
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          category_id?: string | null
          content?: string
          cover_image_alt?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string
          id?: string
          published_at?: string | null
          reading_time_minutes?: number | null
          search?: unknown
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          category_id?: string | null
          content?: string
          cover_image_alt?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string
          id?: string
          published_at?: string | null
          reading_time_minutes?: number | null
          search?: unknown
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "articles_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "articles_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "article_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          action: string
          actor_id: string | null
          actor_role: string | null
          after: Json | null
          before: Json | null
          created_at: string
          id: number
          row_id: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_role?: string | null
          after?: Json | null
          before?: Json | null
          created_at?: string
          id?: never
          row_id?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_role?: string | null
          after?: Json | null
          before?: Json | null
          created_at?: string
          id?: never
          row_id?: string | null
          table_name?: string
        }
        Relationships: []
      }
      authors: {
        Row: {
          avatar_url: string | null
          bio: string
          created_at: string
          id: string
          name: string
          slug: string
          title: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          avatar_url?: string | null
          bio?: string
          created_at?: string
          id?: string
          name: string
          slug: string
          title?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          avatar_url?: string | null
          bio?: string
          created_at?: string
          id?: string
          name?: string
          slug?: string
          title?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      email_templates: {
        Row: {
          body: string
          created_at: string
          key: string
          subject: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          key: string
          subject: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          key?: string
          subject?: string
          updated_at?: string
        }
        Relationships: []
      }
      job_applications: {
        Row: {
          admin_notes: string | null
          country: string | null
          cover_letter: string
          created_at: string
          email: string
          full_name: string
          id: string
          job_id: string
          linkedin_url: string | null
          phone: string | null
          portfolio_url: string | null
          resume_path: string | null
          status: string
          updated_at: string
          user_id: string | null
        }
        Insert: {
          admin_notes?: string | null
          country?: string | null
          cover_letter?: string
          created_at?: string
          email: string
          full_name: string
          id?: string
          job_id: string
          linkedin_url?: string | null
          phone?: string | null
          portfolio_url?: string | null
          resume_path?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          admin_notes?: string | null
          country?: string | null
          cover_letter?: string
          created_at?: string
          email?: string
          full_name?: string
          id?: string
          job_id?: string
          linkedin_url?: string | null
          phone?: string | null
          portfolio_url?: string | null
          resume_path?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "job_applications_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      job_slug_history: {
        Row: {
          created_at: string
          job_id: string
          old_slug: string
        }
        Insert: {
          created_at?: string
          job_id: string
          old_slug: string
        }
        Update: {
          created_at?: string
          job_id?: string
          old_slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_slug_history_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      jobs: {
        Row: {
          benefits: string[]
          closes_at: string | null
          created_at: string
          department: string | null
          description: string
          employment_type: string
          id: string
          is_remote: boolean
          location: string
          published_at: string | null
          requirements: string[]
          salary_range: string | null
          slug: string
          status: string
          summary: string
          title: string
          updated_at: string
        }
        Insert: {
          benefits?: string[]
          closes_at?: string | null
          created_at?: string
          department?: string | null
          description?: string
          employment_type?: string
          id?: string
          is_remote?: boolean
          location?: string
          published_at?: string | null
          requirements?: string[]
          salary_range?: string | null
          slug: string
          status?: string
          summary?: string
          title: string
          updated_at?: string
        }
        Update: {
          benefits?: string[]
          closes_at?: string | null
          created_at?: string
          department?: string | null
          description?: string
          employment_type?: string
          id?: string
          is_remote?: boolean
          location?: string
          published_at?: string | null
          requirements?: string[]
          salary_range?: string | null
          slug?: string
          status?: string
          summary?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      lead_magnets: {
        Row: {
          created_at: string
          description: string
          email_body: string
          email_subject: string
          file_path: string | null
          id: string
          is_active: boolean
          slug: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          email_body?: string
          email_subject?: string
          file_path?: string | null
          id?: string
          is_active?: boolean
          slug: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          email_body?: string
          email_subject?: string
          file_path?: string | null
          id?: string
          is_active?: boolean
          slug?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      leads: {
        Row: {
          consent_at: string
          created_at: string
          email: string
          id: string
          lead_magnet_id: string | null
          source_path: string | null
          unsubscribed_at: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          consent_at?: string
          created_at?: string
          email: string
          id?: string
          lead_magnet_id?: string | null
          source_path?: string | null
          unsubscribed_at?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          consent_at?: string
          created_at?: string
          email?: string
          id?: string
          lead_magnet_id?: string | null
          source_path?: string | null
          unsubscribed_at?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "leads_lead_magnet_id_fkey"
            columns: ["lead_magnet_id"]
            isOneToOne: false
            referencedRelation: "lead_magnets"
            referencedColumns: ["id"]
          },
        ]
      }
      memberships: {
        Row: {
          created_at: string
          ends_at: string | null
          id: string
          plan: string
          started_at: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          ends_at?: string | null
          id?: string
          plan: string
          started_at?: string
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          ends_at?: string | null
          id?: string
          plan?: string
          started_at?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      message_replies: {
        Row: {
          body: string
          created_at: string
          id: string
          message_id: string
          sent_by: string | null
          sent_to: string
          subject: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          message_id: string
          sent_by?: string | null
          sent_to: string
          subject: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          message_id?: string
          sent_by?: string | null
          sent_to?: string
          subject?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_replies_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          body: string
          created_at: string
          email: string
          id: string
          name: string
          status: string
          subject: string
          topic: string
          updated_at: string
          user_id: string | null
        }
        Insert: {
          body: string
          created_at?: string
          email: string
          id?: string
          name: string
          status?: string
          subject?: string
          topic?: string
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          body?: string
          created_at?: string
          email?: string
          id?: string
          name?: string
          status?: string
          subject?: string
          topic?: string
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      order_status_history: {
        Row: {
          changed_by: string | null
          created_at: string
          from_status: string | null
          id: number
          note: string | null
          order_id: string
          to_status: string
        }
        Insert: {
          changed_by?: string | null
          created_at?: string
          from_status?: string | null
          id?: never
          note?: string | null
          order_id: string
          to_status: string
        }
        Update: {
          changed_by?: string | null
          created_at?: string
          from_status?: string | null
          id?: never
          note?: string | null
          order_id?: string
          to_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_status_history_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          academic_integrity_acknowledged: boolean
          academic_level: string
          brief: string
          cancellation_reason: string | null
          created_at: string
          currency: string
          deadline: string
          id: string
          idempotency_key: string | null
          order_number: string
          price: number | null
          service_id: string | null
          status: string
          student_id: string
          subject: string
          time_zone: string
          updated_at: string
        }
        Insert: {
          academic_integrity_acknowledged: boolean
          academic_level: string
          brief: string
          cancellation_reason?: string | null
          created_at?: string
          currency?: string
          deadline: string
          id?: string
          idempotency_key?: string | null
          order_number?: string
          price?: number | null
          service_id?: string | null
          status?: string
          student_id?: string
          subject: string
          time_zone?: string
          updated_at?: string
        }
        Update: {
          academic_integrity_acknowledged?: boolean
          academic_level?: string
          brief?: string
          cancellation_reason?: string | null
          created_at?: string
          currency?: string
          deadline?: string
          id?: string
          idempotency_key?: string | null
          order_number?: string
          price?: number | null
          service_id?: string | null
          status?: string
          student_id?: string
          subject?: string
          time_zone?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "orders_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_student_id_profiles_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          country: string | null
          created_at: string
          email: string | null
          full_name: string | null
          last_sign_in_at: string | null
          study_level: string | null
          time_zone: string | null
          university: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          avatar_url?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          last_sign_in_at?: string | null
          study_level?: string | null
          time_zone?: string | null
          university?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          avatar_url?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          last_sign_in_at?: string | null
          study_level?: string | null
          time_zone?: string | null
          university?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      promotion_events: {
        Row: {
          created_at: string
          event: string
          id: number
          path: string | null
          promotion_id: string
        }
        Insert: {
          created_at?: string
          event: string
          id?: never
          path?: string | null
          promotion_id: string
        }
        Update: {
          created_at?: string
          event?: string
          id?: never
          path?: string | null
          promotion_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "promotion_events_promotion_id_fkey"
            columns: ["promotion_id"]
            isOneToOne: false
            referencedRelation: "site_promotions"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_answer_keys: {
        Row: {
          correct_answers: Json
          created_at: string
          explanation: string
          question_id: string
          updated_at: string
        }
        Insert: {
          correct_answers: Json
          created_at?: string
          explanation?: string
          question_id: string
          updated_at?: string
        }
        Update: {
          correct_answers?: Json
          created_at?: string
          explanation?: string
          question_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_answer_keys_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: true
            referencedRelation: "quiz_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_attempts: {
        Row: {
          answers: Json
          created_at: string
          id: string
          max_score: number
          passed: boolean
          percent: number
          quiz_id: string
          results: Json
          score: number
          user_id: string
        }
        Insert: {
          answers?: Json
          created_at?: string
          id?: string
          max_score?: number
          passed?: boolean
          percent?: number
          quiz_id: string
          results?: Json
          score?: number
          user_id?: string
        }
        Update: {
          answers?: Json
          created_at?: string
          id?: string
          max_score?: number
          passed?: boolean
          percent?: number
          quiz_id?: string
          results?: Json
          score?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_attempts_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "quizzes"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_questions: {
        Row: {
          created_at: string
          id: string
          kind: string
          options: Json
          points: number
          position: number
          prompt: string
          quiz_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          kind: string
          options?: Json
          points?: number
          position?: number
          prompt: string
          quiz_id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          kind?: string
          options?: Json
          points?: number
          position?: number
          prompt?: string
          quiz_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_questions_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "quizzes"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_sessions: {
        Row: {
          answers: Json | null
          claimed_at: string | null
          id: string
          quiz_id: string
          result: Json | null
          started_at: string
          started_by: string | null
          submitted_at: string | null
          untimed: boolean
        }
        Insert: {
          answers?: Json | null
          claimed_at?: string | null
          id?: string
          quiz_id: string
          result?: Json | null
          started_at?: string
          started_by?: string | null
          submitted_at?: string | null
          untimed?: boolean
        }
        Update: {
          answers?: Json | null
          claimed_at?: string | null
          id?: string
          quiz_id?: string
          result?: Json | null
          started_at?: string
          started_by?: string | null
          submitted_at?: string | null
          untimed?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "quiz_sessions_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "quizzes"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_slug_history: {
        Row: {
          created_at: string
          old_slug: string
          quiz_id: string
        }
        Insert: {
          created_at?: string
          old_slug: string
          quiz_id: string
        }
        Update: {
          created_at?: string
          old_slug?: string
          quiz_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_slug_history_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "quizzes"
            referencedColumns: ["id"]
          },
        ]
      }
      quizzes: {
        Row: {
          category_id: string | null
          created_at: string
          description: string
          difficulty: string
          id: string
          pass_percent: number
          published_at: string | null
          slug: string
          status: string
          time_limit_minutes: number | null
          title: string
          updated_at: string
        }
        Insert: {
          category_id?: string | null
          created_at?: string
          description?: string
          difficulty?: string
          id?: string
          pass_percent?: number
          published_at?: string | null
          slug: string
          status?: string
          time_limit_minutes?: number | null
          title: string
          updated_at?: string
        }
        Update: {
          category_id?: string | null
          created_at?: string
          description?: string
          difficulty?: string
          id?: string
          pass_percent?: number
          published_at?: string | null
          slug?: string
          status?: string
          time_limit_minutes?: number | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "quizzes_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "article_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      resource_slug_history: {
        Row: {
          created_at: string
          old_slug: string
          resource_id: string
        }
        Insert: {
          created_at?: string
          old_slug: string
          resource_id: string
        }
        Update: {
          created_at?: string
          old_slug?: string
          resource_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "resource_slug_history_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resources"
            referencedColumns: ["id"]
          },
        ]
      }
      resources: {
        Row: {
          category_id: string | null
          content: string
          cover_image_url: string | null
          created_at: string
          description: string
          external_url: string | null
          file_path: string | null
          id: string
          kind: string
          members_only: boolean
          published_at: string | null
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          category_id?: string | null
          content?: string
          cover_image_url?: string | null
          created_at?: string
          description?: string
          external_url?: string | null
          file_path?: string | null
          id?: string
          kind: string
          members_only?: boolean
          published_at?: string | null
          slug: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          category_id?: string | null
          content?: string
          cover_image_url?: string | null
          created_at?: string
          description?: string
          external_url?: string | null
          file_path?: string | null
          id?: string
          kind?: string
          members_only?: boolean
          published_at?: string | null
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "resources_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "article_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_resources: {
        Row: {
          created_at: string
          resource_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          resource_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          resource_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_resources_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resources"
            referencedColumns: ["id"]
          },
        ]
      }
      services: {
        Row: {
          audience: string
          created_at: string
          currency: string
          description: string
          features: string[]
          icon: string | null
          id: string
          is_published: boolean
          price_from: number | null
          slug: string
          sort_order: number
          summary: string
          title: string
          updated_at: string
        }
        Insert: {
          audience?: string
          created_at?: string
          currency?: string
          description?: string
          features?: string[]
          icon?: string | null
          id?: string
          is_published?: boolean
          price_from?: number | null
          slug: string
          sort_order?: number
          summary?: string
          title: string
          updated_at?: string
        }
        Update: {
          audience?: string
          created_at?: string
          currency?: string
          description?: string
          features?: string[]
          icon?: string | null
          id?: string
          is_published?: boolean
          price_from?: number | null
          slug?: string
          sort_order?: number
          summary?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      settings: {
        Row: {
          key: string
          updated_at: string
          value: string
        }
        Insert: {
          key: string
          updated_at?: string
          value: string
        }
        Update: {
          key?: string
          updated_at?: string
          value?: string
        }
        Relationships: []
      }
      sign_in_attempts: {
        Row: {
          client_address: unknown
          created_at: string
          email: string
          failure_reason: string | null
          id: number
          succeeded: boolean
          user_id: string | null
        }
        Insert: {
          client_address?: unknown
          created_at?: string
          email: string
          failure_reason?: string | null
          id?: never
          succeeded: boolean
          user_id?: string | null
        }
        Update: {
          client_address?: unknown
          created_at?: string
          email?: string
          failure_reason?: string | null
          id?: never
          succeeded?: boolean
          user_id?: string | null
        }
        Relationships: []
      }
      site_promotions: {
        Row: {
          created_at: string
          cta_label: string
          cta_url: string
          end_at: string
          headline: string
          id: string
          name: string
          start_at: string | null
          status: string
          subtext: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          cta_label?: string
          cta_url?: string
          end_at: string
          headline: string
          id?: string
          name: string
          start_at?: string | null
          status?: string
          subtext?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          cta_label?: string
          cta_url?: string
          end_at?: string
          headline?: string
          id?: string
          name?: string
          start_at?: string | null
          status?: string
          subtext?: string
          updated_at?: string
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          country: string | null
          created_at: string
          id: string
          is_featured: boolean
          name: string
          quote: string
          rating: number
          service_id: string | null
          sort_order: number
          status: string
          university: string | null
          updated_at: string
        }
        Insert: {
          country?: string | null
          created_at?: string
          id?: string
          is_featured?: boolean
          name: string
          quote: string
          rating: number
          service_id?: string | null
          sort_order?: number
          status?: string
          university?: string | null
          updated_at?: string
        }
        Update: {
          country?: string | null
          created_at?: string
          id?: string
          is_featured?: boolean
          name?: string
          quote?: string
          rating?: number
          service_id?: string | null
          sort_order?: number
          status?: string
          university?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "testimonials_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          role?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      sign_in_accounts: {
        Row: {
          attempts: number | null
          email: string | null
          failures_last_24_hours: number | null
          failures_since_last_success: number | null
          last_attempt_at: string | null
          last_failure_at: string | null
          last_success_at: string | null
          user_id: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_analytics_applications: {
        Args: { from_date: string; to_date: string }
        Returns: {
          applications: number
          job_id: string
          title: string
        }[]
      }
      admin_analytics_lead_sources: {
        Args: { from_date: string; max_rows?: number; to_date: string }
        Returns: {
          leads: number
          source_path: string
        }[]
      }
      admin_analytics_leads_per_day: {
        Args: { from_date: string; to_date: string }
        Returns: {
          day: string
          leads: number
        }[]
      }
      admin_analytics_orders: {
        Args: { from_date: string; to_date: string }
        Returns: {
          dimension: string
          label: string
          orders: number
        }[]
      }
      admin_analytics_page_views: {
        Args: { from_date: string; to_date: string }
        Returns: {
          day: string
          views: number
        }[]
      }
      admin_analytics_promotions: {
        Args: { from_date: string; to_date: string }
        Returns: {
          clicks: number
          ctr: number
          impressions: number
          name: string
          promotion_id: string
        }[]
      }
      admin_analytics_quizzes: {
        Args: { from_date: string; to_date: string }
        Returns: {
          attempts: number
          pass_rate: number
          passed: number
          quiz_id: string
          title: string
        }[]
      }
      admin_analytics_top_pages: {
        Args: { from_date: string; max_rows?: number; to_date: string }
        Returns: {
          path: string
          views: number
        }[]
      }
      admin_audit_actors: {
        Args: {
          from_date: string
          max_others?: number
          selected?: string
          to_date: string
        }
        Returns: {
          actor_id: string
          email: string
          full_name: string
          kind: string
        }[]
      }
      admin_audited_tables: { Args: never; Returns: string[] }
      admin_count_orders: {
        Args: {
          cap?: number
          created_before?: string
          created_from?: string
          search?: string
          service_filter?: string
          status_filter?: string
          student_ids?: string[]
        }
        Returns: number
      }
      admin_export_orders: {
        Args: {
          after_created_at?: string
          after_id?: string
          batch_size?: number
          created_before?: string
          created_from?: string
          search?: string
          service_filter?: string
          status_filter?: string
          student_ids?: string[]
        }
        Returns: {
          created_at: string
          currency: string
          deadline: string
          id: string
          order_number: string
          price: number
          service_title: string
          status: string
          student_email: string
          student_name: string
          subject: string
        }[]
      }
      admin_list_orders: {
        Args: {
          created_before?: string
          created_from?: string
          page_offset?: number
          page_size?: number
          search?: string
          service_filter?: string
          sort_column?: string
          sort_direction?: string
          status_filter?: string
          student_ids?: string[]
        }
        Returns: {
          academic_integrity_acknowledged: boolean
          academic_level: string
          brief: string
          cancellation_reason: string | null
          created_at: string
          currency: string
          deadline: string
          id: string
          idempotency_key: string | null
          order_number: string
          price: number | null
          service_id: string | null
          status: string
          student_id: string
          subject: string
          time_zone: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_list_students: {
        Args: {
          only_user?: string
          page_offset?: number
          page_size?: number
          role_filter?: string
          search?: string
          sort_column?: string
          sort_direction?: string
        }
        Returns: {
          created_at: string
          email: string
          full_name: string
          last_sign_in_at: string
          membership_plan: string
          orders_count: number
          quiz_attempts_count: number
          role: string
          total_count: number
          user_id: string
        }[]
      }
      admin_rate_limit_rejections: {
        Args: { from_date: string; to_date: string }
        Returns: {
          last_rejected_at: string
          rejections: number
          route: string
        }[]
      }
      admin_search_applications: {
        Args: { search: string }
        Returns: {
          admin_notes: string | null
          country: string | null
          cover_letter: string
          created_at: string
          email: string
          full_name: string
          id: string
          job_id: string
          linkedin_url: string | null
          phone: string | null
          portfolio_url: string | null
          resume_path: string | null
          status: string
          updated_at: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "job_applications"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_articles: {
        Args: { search: string }
        Returns: {
          author_id: string | null
          category_id: string | null
          content: string
          cover_image_alt: string | null
          cover_image_url: string | null
          created_at: string
          excerpt: string
          id: string
          published_at: string | null
          reading_time_minutes: number | null
          search: unknown
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "articles"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_audit_actors: {
        Args: { max_rows?: number; search: string }
        Returns: {
          actor_id: string
          email: string
          full_name: string
        }[]
      }
      admin_search_audit_log: {
        Args: { search: string }
        Returns: {
          action: string
          actor_id: string | null
          actor_role: string | null
          after: Json | null
          before: Json | null
          created_at: string
          id: number
          row_id: string | null
          table_name: string
        }[]
        SetofOptions: {
          from: "*"
          to: "audit_log"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_jobs: {
        Args: { search: string }
        Returns: {
          benefits: string[]
          closes_at: string | null
          created_at: string
          department: string | null
          description: string
          employment_type: string
          id: string
          is_remote: boolean
          location: string
          published_at: string | null
          requirements: string[]
          salary_range: string | null
          slug: string
          status: string
          summary: string
          title: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "jobs"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_messages: {
        Args: { search: string }
        Returns: {
          body: string
          created_at: string
          email: string
          id: string
          name: string
          status: string
          subject: string
          topic: string
          updated_at: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_promotions: {
        Args: { search: string }
        Returns: {
          created_at: string
          cta_label: string
          cta_url: string
          end_at: string
          headline: string
          id: string
          name: string
          start_at: string | null
          status: string
          subtext: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "site_promotions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_quizzes: {
        Args: { search: string }
        Returns: {
          category_id: string | null
          created_at: string
          description: string
          difficulty: string
          id: string
          pass_percent: number
          published_at: string | null
          slug: string
          status: string
          time_limit_minutes: number | null
          title: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "quizzes"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_search_resources: {
        Args: { search: string }
        Returns: {
          category_id: string | null
          content: string
          cover_image_url: string | null
          created_at: string
          description: string
          external_url: string | null
          file_path: string | null
          id: string
          kind: string
          members_only: boolean
          published_at: string | null
          slug: string
          status: string
          title: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "resources"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_sign_ins: {
        Args: { max_rows?: number; only_admins?: boolean }
        Returns: {
          active_sessions: number
          created_at: string
          email: string
          full_name: string
          last_sign_in_at: string
          role: string
          user_id: string
        }[]
      }
      admin_sign_out_everywhere: {
        Args: { target_user_id: string }
        Returns: number
      }
      admin_students_matching: {
        Args: { max_matches?: number; search: string }
        Returns: string[]
      }
      article_search_query: { Args: { query: string }; Returns: unknown }
      claim_quiz_attempt: { Args: { claim_id: string }; Returns: string }
      hit_rate_limit: {
        Args: { key: string; max_hits: number; window_seconds: number }
        Returns: {
          allowed: boolean
          hits: number
          retry_after_seconds: number
        }[]
      }
      is_admin: { Args: never; Returns: boolean }
      move_testimonial: {
        Args: { places: number; testimonial_id: string }
        Returns: number
      }
      orphan_admin_uploads: {
        Args: { max_paths: number }
        Returns: {
          bucket: string
          path: string
        }[]
      }
      orphan_resume_paths: { Args: { max_paths: number }; Returns: string[] }
      promotion_stats: {
        Args: { promotion_ids: string[] }
        Returns: {
          clicks: number
          impressions: number
          promotion_id: string
        }[]
      }
      quiz_answer_given: { Args: { given: Json }; Returns: boolean }
      quiz_answer_is_correct: {
        Args: { correct: Json; given: Json; kind: string }
        Returns: boolean
      }
      record_sign_in_attempt: {
        Args: {
          client_address?: string
          email: string
          failure_reason?: string
          succeeded: boolean
        }
        Returns: undefined
      }
      renamed_resource: { Args: { old_slug: string }; Returns: string }
      resource_teasers: {
        Args: never
        Returns: {
          category_name: string
          category_slug: string
          description: string
          external_url: string
          file_type: string
          has_file: boolean
          id: string
          kind: string
          members_only: boolean
          published_at: string
          slug: string
          title: string
          updated_at: string
        }[]
      }
      save_quiz: {
        Args: {
          expected_updated_at: string
          questions: Json
          quiz: Json
          quiz_id: string
        }
        Returns: string
      }
      search_articles: {
        Args: {
          category_slug?: string
          page_offset?: number
          page_size?: number
          query: string
          whole_words?: boolean
        }
        Returns: {
          category_name: string
          category_slug: string
          excerpt: string
          id: string
          published_at: string
          rank: number
          reading_time_minutes: number
          slug: string
          snippet: string
          title: string
          total_count: number
        }[]
      }
      search_leads: {
        Args: { term: string }
        Returns: {
          consent_at: string
          created_at: string
          email: string
          id: string
          lead_magnet_id: string | null
          source_path: string | null
          unsubscribed_at: string | null
          updated_at: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "leads"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      shown_status: {
        Args: { p: Database["public"]["Tables"]["site_promotions"]["Row"] }
        Returns: string
      }
      start_quiz_attempt: {
        Args: { quiz_id: string; untimed?: boolean }
        Returns: string
      }
      submit_quiz_attempt: {
        Args: { answers: Json; quiz_id: string; session_id?: string }
        Returns: Json
      }
      suggest_article_search: { Args: { query: string }; Returns: string }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
